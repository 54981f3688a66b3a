// tensor: expand shape static product.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<8xf32> into tensor<2x3xf32>
  return
}
