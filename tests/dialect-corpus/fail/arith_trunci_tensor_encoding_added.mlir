// An encoding on the result only.
func.func @f(%a: tensor<4xi32>) -> tensor<4xi8, 1> {
  %0 = arith.trunci %a : tensor<4xi32> to tensor<4xi8, 1>
  return %0 : tensor<4xi8, 1>
}
