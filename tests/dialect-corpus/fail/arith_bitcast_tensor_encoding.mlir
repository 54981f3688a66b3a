// A cast keeps the tensor encoding: none on one side and one on the other is incompatible.
func.func @f(%a: tensor<4xi32, "enc">) -> tensor<4xf32> {
  %0 = arith.bitcast %a : tensor<4xi32, "enc"> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
