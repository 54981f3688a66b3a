// ARGS: --allow-unregistered-dialect
// cf.cond_br to a block starting with ub.unreachable becomes a branch to the other destination (both: ub.unreachable); a side effect before ub.unreachable keeps the branch.
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  ub.unreachable
^bb2(%x: i32):
  return %x : i32
}
func.func @g(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb2(%a : i32), ^bb1
^bb1:
  %z = arith.addi %a, %a : i32
  ub.unreachable
^bb2(%x: i32):
  return %x : i32
}
func.func @h(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  ub.unreachable
}
func.func @k(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%y: i32):
  ub.unreachable
^bb2(%x: i32):
  return %x : i32
}
func.func @g2(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb2(%a : i32), ^bb1
^bb1:
  "foo.side"() : () -> ()
  ub.unreachable
^bb2(%x: i32):
  return %x : i32
}
