// tensor: extract slice dynamic result.
func.func @f(%t: tensor<8x16xf32>, %n: index) {
  %0 = tensor.extract_slice %t[0, 0] [%n, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}
