// tensor: gather missing dims.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  return
}
