// tensor: gather indices type.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x1xf32>) {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xf32>) -> tensor<2x1x5xf32>
  return
}
