// tensor: reshape shape length.
func.func @f(%t: tensor<4xf32>, %s: tensor<3xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<3xi32>) -> tensor<2x2xf32>
  return
}
