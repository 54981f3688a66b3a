// The operand of to_buffer must be a tensor: rejected while parsing its type.
func.func @f(%m: memref<4xf32>) {
  %0 = bufferization.to_buffer %m : memref<4xf32> to memref<4xf32>
  return
}
