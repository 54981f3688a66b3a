// ARGS: --allow-unregistered-dialect --inline
// Bottom-up: @c is inlined into @b first, then @b (with @c's body) into @a; private
// callees lose their last use and are erased; public ones stay.
func.func @a(%x: i64) -> i64 {
  %0 = call @b(%x) : (i64) -> i64
  %1 = call @b(%0) : (i64) -> i64
  return %1 : i64
}
func.func private @b(%x: i64) -> i64 {
  %0 = call @c(%x) : (i64) -> i64
  %c2 = arith.constant 2 : i64
  %1 = arith.muli %0, %c2 : i64
  return %1 : i64
}
func.func private @c(%x: i64) -> i64 {
  %0 = arith.addi %x, %x : i64
  return %0 : i64
}
func.func @pub(%x: i64) -> i64 {
  %0 = arith.subi %x, %x : i64
  return %0 : i64
}
func.func @uses_pub(%x: i64) -> (i64, i64) {
  %0 = call @pub(%x) : (i64) -> i64
  call @noresult(%x) : (i64) -> ()
  return %0, %x : i64, i64
}
func.func private @noresult(%x: i64) {
  return
}
func.func private @kept_by_ref() {
  return
}
"xyz.holder"() {ref = @kept_by_ref} : () -> ()
func.func private @no_inline_fn(%x: i64) -> i64 attributes {no_inline} {
  return %x : i64
}
func.func @calls_no_inline(%x: i64) -> i64 {
  %0 = call @no_inline_fn(%x) : (i64) -> i64
  return %0 : i64
}
