// tensor: scatter not unique.
func.func @f(%s: tensor<2x1x5xf32>, %d: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) : (tensor<2x1x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return
}
