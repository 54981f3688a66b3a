// No attribute of the dialect but manual_deallocation is allowed on an op.
func.func @f() attributes {bufferization.foo} {
  return
}
