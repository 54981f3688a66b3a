// tensor: extract slice end oob.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 10] [1, 4] [1, 2] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}
