// Only the first operand's type is inferred for the result: an encoding on the second one
// passes every check.
func.func @f(%a: tensor<4xi32>, %b: tensor<4xi32, "enc">) -> tensor<4xi32> {
  %0 = "arith.addi"(%a, %b) : (tensor<4xi32>, tensor<4xi32, "enc">) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
