// func.call_indirect's callee type must be a function type.
func.func @f(%g: i32) {
  call_indirect %g() : i32
  return
}
