// tensor: collapse shape dynamic.
func.func @f(%t: tensor<2x?xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x?xf32> into tensor<6xf32>
  return
}
