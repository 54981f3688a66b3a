// func.call results must match the callee's results in number.
func.func private @g() -> (i32, i32)
func.func @f() {
  %0 = call @g() : () -> i32
  return
}
