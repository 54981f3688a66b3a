// Generic form: the operand of to_tensor must be buffer-like.
func.func @f(%t: tensor<4xf32>) {
  %0 = "bufferization.to_tensor"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}
