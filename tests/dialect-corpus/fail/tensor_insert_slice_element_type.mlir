// tensor: insert slice element type.
func.func @f(%s: tensor<2x4xi32>, %t: tensor<8x16xf32>) {
  %0 = tensor.insert_slice %s into %t[0, 0] [2, 4] [1, 1] : tensor<2x4xi32> into tensor<8x16xf32>
  return
}
