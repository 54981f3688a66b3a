// ARGS: --cse
// Unused loops, switches and region ops with pure bodies are trivially dead, multi-block ones too.
func.func @dead_loops(%lb: index, %ub: index, %s: index, %a: i32) {
  scf.for %i = %lb to %ub step %s {
    %x = arith.addi %a, %a : i32
  }
  %r = scf.for %i = %lb to %ub step %s iter_args(%v = %a) -> i32 {
    scf.yield %v : i32
  }
  %w = scf.while (%x = %a) : (i32) -> i32 {
    %t = arith.constant true
    scf.condition(%t) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  %sw = scf.index_switch %lb -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %z = arith.muli %a, %a : i32
    scf.reduce
  }
  %e = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %a : i32
  }
  return
}
