// tensor: scatter dims overflow.
func.func @f(%s: tensor<2x1x5xf32>, %d: tensor<4xf32>, %i: tensor<2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 1]) unique : (tensor<2x1x5xf32>, tensor<4xf32>, tensor<2x2xindex>) -> tensor<4xf32>
  return
}
