// func.call result types must match the callee's; two notes list both.
func.func private @g() -> (i32, f32)
func.func @f() {
  %0:2 = call @g() : () -> (i32, i32)
  return
}
