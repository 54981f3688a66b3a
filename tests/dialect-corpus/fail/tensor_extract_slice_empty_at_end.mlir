// tensor: extract slice empty at end.
func.func @f(%s: tensor<4xf32>) {
  %x = tensor.extract_slice %s[4] [0] [1] : tensor<4xf32> to tensor<0xf32>
  return
}
