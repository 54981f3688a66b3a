// tensor: concat other dim.
func.func @f(%a: tensor<4x2xf32>, %b: tensor<4x3xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x2xf32>, tensor<4x3xf32>) -> tensor<8x2xf32>
  return
}
