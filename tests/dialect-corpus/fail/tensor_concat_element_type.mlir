// tensor: concat element type.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xi32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<8xf32>
  return
}
