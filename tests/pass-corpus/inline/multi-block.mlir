// ARGS: --inline
func.func @caller(%c: i1, %a: i32) -> i32 {
  %x = arith.constant 7 : i32
  %0 = call @multi(%c, %a) : (i1, i32) -> i32
  %1 = arith.muli %0, %x : i32
  return %1 : i32
}
func.func @multi(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %m = arith.muli %a, %a : i32
  return %m : i32
^bb2:
  %b = arith.addi %a, %a : i32
  return %b : i32
}
func.func @indirect(%a: i32) -> i32 {
  %f = func.constant @sq : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
func.func @indirect_arg(%f: (i32) -> i32, %a: i32) -> i32 {
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
func.func private @sq(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func @rec(%a: i32) -> i32 {
  %r = call @rec(%a) : (i32) -> i32
  return %r : i32
}
func.func @ping(%a: i32) -> i32 {
  %r = call @pong(%a) : (i32) -> i32
  return %r : i32
}
func.func @pong(%a: i32) -> i32 {
  %r = call @ping(%a) : (i32) -> i32
  return %r : i32
}
func.func @noinl(%a: i32) -> i32 {
  %r = call @sq(%a) {no_inline} : (i32) -> i32
  return %r : i32
}
