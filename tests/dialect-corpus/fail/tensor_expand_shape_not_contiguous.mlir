// tensor: expand shape not contiguous.
func.func @f(%t: tensor<8x1xf32>) {
  %0 = tensor.expand_shape %t [[1, 0], [2]] output_shape [2, 4, 1] : tensor<8x1xf32> into tensor<2x4x1xf32>
  return
}
