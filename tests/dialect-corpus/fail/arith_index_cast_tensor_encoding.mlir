// Two different encodings are incompatible too.
func.func @f(%a: tensor<4xi32, "enc">) -> tensor<4xindex, "other"> {
  %0 = arith.index_cast %a : tensor<4xi32, "enc"> to tensor<4xindex, "other">
  return %0 : tensor<4xindex, "other">
}
