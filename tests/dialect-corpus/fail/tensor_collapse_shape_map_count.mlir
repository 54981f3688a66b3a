// tensor: collapse shape map count.
func.func @f(%t: tensor<2x4x3xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x4x3xf32> into tensor<8x3xf32>
  return
}
