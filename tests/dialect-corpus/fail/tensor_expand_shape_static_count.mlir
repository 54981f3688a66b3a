// tensor: expand shape static count.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 4, 1] : tensor<8xf32> into tensor<2x4xf32>
  return
}
