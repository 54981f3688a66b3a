// SameOperandsAndResultType lets an encoding on the operands only through; the result type
// that ODS's InferTypeOpInterface infers from the first operand does not match: two errors.
func.func @f(%a: tensor<4xi32, "enc">) -> tensor<4xi32> {
  %0 = "arith.addi"(%a, %a) : (tensor<4xi32, "enc">, tensor<4xi32, "enc">) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
