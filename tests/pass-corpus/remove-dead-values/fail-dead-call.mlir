// ARGS: --remove-dead-values
// The only call of @f is in unreachable code: @f returns nothing afterwards, and the return
// that used the call's result is left with a null operand, which the verifier reports.
func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  return %0, %b : i32, i32
}
func.func @main(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %r:2 = call @f(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}
