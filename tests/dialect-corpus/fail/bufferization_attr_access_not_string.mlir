// bufferization.access is a string.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32> {bufferization.access = 1}) {
  return
}
