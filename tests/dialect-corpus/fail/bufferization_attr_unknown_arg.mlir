// An unknown argument attribute of the dialect; upstream names buffer_layout in its message.
func.func @f(%a: tensor<4xf32> {bufferization.foo = 1}) {
  return
}
