// tensor: reshape shape type.
func.func @f(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
