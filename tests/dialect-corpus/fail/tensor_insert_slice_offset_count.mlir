// tensor: insert slice offset count.
func.func @f(%s: tensor<2x4xf32>, %t: tensor<8x16xf32>) {
  %0 = tensor.insert_slice %s into %t[0, 0, 0] [2, 4, 1] [1, 1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  return
}
