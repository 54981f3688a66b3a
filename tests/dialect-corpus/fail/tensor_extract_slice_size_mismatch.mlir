// tensor: extract slice size mismatch.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x5xf32>
  return
}
