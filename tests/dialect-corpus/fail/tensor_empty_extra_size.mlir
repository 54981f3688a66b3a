// tensor: empty extra size.
func.func @f(%n: index) {
  %0 = tensor.empty(%n) : tensor<4xf32>
  return
}
