// tensor: extract slice negative size.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [1, -4] [1, 1] : tensor<8x16xf32> to tensor<1xf32>
  return
}
