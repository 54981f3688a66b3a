// tensor: reshape element type.
func.func @f(%t: tensor<4xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xi32>
  return
}
