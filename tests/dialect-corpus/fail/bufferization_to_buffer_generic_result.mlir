// Generic form: the result of to_buffer must be buffer-like.
func.func @f(%t: tensor<4xf32>) {
  %0 = "bufferization.to_buffer"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}
