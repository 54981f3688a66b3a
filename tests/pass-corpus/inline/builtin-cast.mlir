// ARGS: --inline
// builtin ops have no inliner interface: a callee holding one is not inlined.
func.func @caller(%a: i32) -> i64 {
  %0 = call @cast(%a) : (i32) -> i64
  return %0 : i64
}
func.func private @cast(%x: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  return %0 : i64
}
