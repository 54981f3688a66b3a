// Generic form: the copy operand must have the result type.
func.func @f(%t: tensor<4xf32>) {
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<4xf32>) -> tensor<?xf32>
  return
}
