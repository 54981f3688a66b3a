// ARGS: --inline=max-iterations=0 --dump-pass-pipeline
func.func @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @c(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @c(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
