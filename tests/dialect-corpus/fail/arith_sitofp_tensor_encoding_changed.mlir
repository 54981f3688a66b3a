// Cast ops on tensors keep the encoding: a different encoding is cast incompatible.
func.func @f(%a: tensor<4xi32, "enc">) {
  %0 = arith.sitofp %a : tensor<4xi32, "enc"> to tensor<4xf32, "other">
  return
}
