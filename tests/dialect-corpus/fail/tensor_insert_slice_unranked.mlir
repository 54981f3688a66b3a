// tensor: insert slice unranked.
func.func @f(%s: tensor<*xf32>, %t: tensor<8xf32>) {
  %0 = tensor.insert_slice %s into %t[0] [1] [1] : tensor<*xf32> into tensor<8xf32>
  return
}
