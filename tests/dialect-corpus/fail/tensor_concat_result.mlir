// tensor: concat result.
func.func @f(%a: tensor<4x2xf32>, %b: tensor<?x2xf32>) {
  %0 = tensor.concat dim(1) %a, %b : (tensor<4x2xf32>, tensor<?x2xf32>) -> tensor<5x4xf32>
  return
}
