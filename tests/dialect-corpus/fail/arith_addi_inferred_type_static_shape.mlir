// Compatible shapes pass the trait, but the inferred type is the first operand's exactly.
func.func @f(%a: tensor<?xi32>) -> tensor<4xi32> {
  %0 = "arith.addi"(%a, %a) : (tensor<?xi32>, tensor<?xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
