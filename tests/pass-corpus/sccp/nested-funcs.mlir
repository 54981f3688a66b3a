// ARGS: --pass-pipeline=builtin.module(func.func(sccp))
func.func @a() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  return %s : i32
}
func.func @b(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %t = arith.addi %s, %x : i32
  return %t : i32
}
module @inner {
  func.func @c() -> i64 {
    %c9 = arith.constant 9 : i64
    return %c9 : i64
  }
}
