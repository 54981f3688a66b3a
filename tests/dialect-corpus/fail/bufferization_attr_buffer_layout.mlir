// bufferization.buffer_layout is a memref layout.
func.func @f(%a: tensor<4xf32> {bufferization.buffer_layout = 1}) {
  return
}
