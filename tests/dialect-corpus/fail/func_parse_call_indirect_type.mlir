// func.call_indirect resolves its callee with the written function type.
func.func @f(%g: () -> ()) {
  func.call_indirect %g() : () -> (i32)
  return
}
