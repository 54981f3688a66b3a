// tensor: extract slice unclosed.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.extract_slice %t[0 [1] [1] : tensor<8xf32> to tensor<1xf32>
  return
}
