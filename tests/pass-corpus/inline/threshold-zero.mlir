// ARGS: --inline=inlining-threshold=0
func.func @caller(%a: i32) -> i32 {
  %0 = call @callee(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @callee(%x: i32) -> i32 {
  return %x : i32
}
