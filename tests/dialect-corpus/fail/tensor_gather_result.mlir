// tensor: gather result.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x4x5xf32>
  return
}
