// ARGS: --inline
// @b and @c call each other: neither is inlined into the other, but both are inlined into
// @a until the inline history stops the cycle.
func.func @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = call @c(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @c(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %0 = arith.muli %x, %c3 : i32
  %1 = call @b(%0) : (i32) -> i32
  return %1 : i32
}
func.func @self(%n: i32) -> i32 {
  %0 = call @self(%n) : (i32) -> i32
  %1 = call @leaf(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @leaf(%x: i32) -> i32 {
  %0 = arith.xori %x, %x : i32
  return %0 : i32
}
