// tensor: reshape elements.
func.func @f(%t: tensor<4xf32>, %s: tensor<2xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return
}
