// tensor: collapse shape rank.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<8xf32> into tensor<2x4xf32>
  return
}
