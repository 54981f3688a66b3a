// tensor: concat result sum.
func.func @f(%a: tensor<4x2xf32>) {
  %0 = tensor.concat dim(0) %a, %a : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<9x2xf32>
  return
}
