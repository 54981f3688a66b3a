// The tensor and the buffer of to_buffer must have the same element type.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xi32, 1>
  return
}
