// The operand of to_tensor must be a buffer: rejected while parsing its type.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.to_tensor %t : tensor<4xf32> to tensor<4xf32>
  return
}
