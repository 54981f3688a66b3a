// tensor: concat unranked.
func.func @f(%a: tensor<*xf32>) {
  %0 = tensor.concat dim(0) %a : (tensor<*xf32>) -> tensor<4xf32>
  return
}
