// func.call operand types must match the callee's inputs.
func.func private @g(i32, i64)
func.func @f(%a: i32) {
  call @g(%a, %a) : (i32, i32) -> ()
  return
}
