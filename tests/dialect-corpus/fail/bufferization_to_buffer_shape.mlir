// The tensor and the buffer of to_buffer must have the same shape.
func.func @f(%t: tensor<4x?xf32>) {
  %0 = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x4xf32>
  return
}
