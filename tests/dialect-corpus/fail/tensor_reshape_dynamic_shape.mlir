// tensor: reshape dynamic shape.
func.func @f(%t: tensor<4xf32>, %s: tensor<?xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<?xi32>) -> tensor<2x2xf32>
  return
}
