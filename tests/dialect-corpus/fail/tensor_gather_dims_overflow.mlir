// tensor: gather dims overflow.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x3xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2]) : (tensor<4x5xf32>, tensor<2x3xindex>) -> tensor<2x1x1xf32>
  return
}
