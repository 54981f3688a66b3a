// func.call operands must match the callee's inputs in number.
func.func private @g(i32)
func.func @f(%a: i32) {
  call @g(%a, %a) : (i32, i32) -> ()
  return
}
