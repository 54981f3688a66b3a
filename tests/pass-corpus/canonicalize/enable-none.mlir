// ARGS: --canonicalize=enable-patterns=none
// No pattern has this name: only folding, dead-op removal, constant uniquing and region
// simplification are left.
func.func @f(%a: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.addi %c1, %c2 : i32
  %dead = arith.muli %a, %a : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.addi %1, %c3 : i32
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%2 : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%y: i32):
  %s = arith.select %c, %y, %y : i32
  cf.switch %s : i32, [ default: ^bb4 ]
^bb4:
  return %s : i32
^bb5:
  cf.br ^bb4
}
