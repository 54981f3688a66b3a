// tensor: extract slice offset oob.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[8, 0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}
