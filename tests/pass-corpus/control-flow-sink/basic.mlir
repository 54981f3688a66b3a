// ARGS: --allow-unregistered-dialect --control-flow-sink
func.func @if(%a: i32, %b: i32, %c: i1) -> i32 {
  %x = arith.addi %a, %b : i32
  %y = arith.muli %a, %b : i32
  %z = arith.subi %x, %y : i32
  %both = arith.xori %a, %b : i32
  %eff = "foo.effect"(%a) : (i32) -> i32
  %inner = scf.if %c -> (i32) {
    %k = arith.addi %a, %a : i32
    scf.yield %k : i32
  } else {
    scf.yield %b : i32
  }
  %r = scf.if %c -> (i32) {
    %t = arith.addi %z, %both : i32
    %u = arith.addi %t, %eff : i32
    %v = arith.addi %u, %inner : i32
    scf.yield %v : i32
  } else {
    %w = arith.addi %both, %y : i32
    scf.yield %w : i32
  }
  return %r : i32
}
func.func @no_else(%a: i32, %c: i1) {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %x, %x : i32
  scf.if %c {
    "foo.use"(%y) : (i32) -> ()
  }
  return
}
func.func @const_cond(%a: i32) -> i32 {
  %true = arith.constant true
  %x = arith.addi %a, %a : i32
  %r = scf.if %true -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @switch(%a: i32, %i: index) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  %z = arith.subi %a, %a : i32
  %r = scf.index_switch %i -> i32
  case 0 {
    %p = arith.addi %x, %x : i32
    scf.yield %p : i32
  }
  case 5 {
    scf.yield %y : i32
  }
  default {
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @loops(%a: i32, %lb: index, %ub: index, %s: index) -> i32 {
  %x = arith.addi %a, %a : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %a) -> (i32) {
    %n = arith.addi %acc, %x : i32
    scf.yield %n : i32
  }
  %y = arith.muli %a, %a : i32
  %w = scf.execute_region -> i32 {
    scf.yield %y : i32
  }
  %q = arith.addi %r, %w : i32
  return %q : i32
}
