// ARGS: --inline
func.func @main(%a: i32) -> i32 {
  %0 = func.call @add1(%a) : (i32) -> i32
  %1 = call @twice(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @add1(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func private @twice(%x: i32) -> i32 {
  %0 = call @add1(%x) : (i32) -> i32
  %1 = call @add1(%0) : (i32) -> i32
  return %1 : i32
}
func.func @unused_public() {
  return
}
func.func private @dead() {
  return
}
func.func private @decl(i32) -> i32
func.func @calls_decl(%a: i32) -> i32 {
  %0 = call @decl(%a) : (i32) -> i32
  return %0 : i32
}
