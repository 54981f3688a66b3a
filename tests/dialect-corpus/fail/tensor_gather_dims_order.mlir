// tensor: gather dims order.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 0]) : (tensor<4x5xf32>, tensor<2x2xindex>) -> tensor<2x1x1xf32>
  return
}
