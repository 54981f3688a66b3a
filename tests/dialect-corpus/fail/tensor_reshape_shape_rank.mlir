// tensor: reshape shape rank.
func.func @f(%t: tensor<4xf32>, %s: tensor<2x1xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
  return
}
