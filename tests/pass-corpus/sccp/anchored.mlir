// ARGS: --pass-pipeline=builtin.module(func.func(sccp))
func.func private @priv(%a: i32) -> i32 {
  %c = arith.constant 2 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}
func.func @caller(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %y = arith.addi %x, %c : i32
  %z = arith.addi %c, %c : i32
  %r = call @priv(%c) : (i32) -> i32
  %s = arith.addi %r, %z : i32
  return %s : i32
}
