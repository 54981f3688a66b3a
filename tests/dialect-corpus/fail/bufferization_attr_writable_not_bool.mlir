// bufferization.writable on a function argument is a boolean.
func.func @f(%a: tensor<4xf32> {bufferization.writable = 1}) {
  return
}
