// Casts between tensors with one encoding on both sides are fine.
func.func @f(%a: tensor<4xi32, "enc">, %f: tensor<4xf32, 7>) -> (tensor<4xi8, "enc">, tensor<4xf32, "enc">, tensor<4xindex, "enc">, tensor<4xf64, 7>) {
  %0 = arith.trunci %a : tensor<4xi32, "enc"> to tensor<4xi8, "enc">
  %1 = arith.bitcast %a : tensor<4xi32, "enc"> to tensor<4xf32, "enc">
  %2 = arith.index_cast %a : tensor<4xi32, "enc"> to tensor<4xindex, "enc">
  %3 = arith.extf %f : tensor<4xf32, 7> to tensor<4xf64, 7>
  return %0, %1, %2, %3 : tensor<4xi8, "enc">, tensor<4xf32, "enc">, tensor<4xindex, "enc">, tensor<4xf64, 7>
}
