// tensor: concat missing parens.
func.func @f(%a: tensor<4xf32>) {
  %0 = tensor.concat dim 0 %a : (tensor<4xf32>) -> tensor<4xf32>
  return
}
