// Only the input and the result are compared: an encoding on the input and none on the
// result is incompatible (the scale's encoding does not matter).
func.func @f(%a: tensor<4xf8E5M2, "e">, %s: tensor<4xf8E8M0FNU>) -> tensor<4xf32> {
  %0 = arith.scaling_extf %a, %s : tensor<4xf8E5M2, "e">, tensor<4xf8E8M0FNU> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
