// tensor: concat rank.
func.func @f(%a: tensor<4xf32>, %b: tensor<4x1xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4x1xf32>) -> tensor<8xf32>
  return
}
