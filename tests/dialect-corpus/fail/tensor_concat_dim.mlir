// tensor: concat dim.
func.func @f(%a: tensor<4xf32>) {
  %0 = tensor.concat dim(1) %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}
