// The same check on a math op.
func.func @f(%a: tensor<4xf32, "enc">) -> tensor<4xf32> {
  %0 = "math.absf"(%a) : (tensor<4xf32, "enc">) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
