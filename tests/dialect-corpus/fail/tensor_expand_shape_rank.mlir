// tensor: expand shape rank.
func.func @f(%t: tensor<2x4xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [8] : tensor<2x4xf32> into tensor<8xf32>
  return
}
