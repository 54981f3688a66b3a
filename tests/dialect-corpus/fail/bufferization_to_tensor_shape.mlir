// The buffer and the tensor of to_tensor must have the same shape.
func.func @f(%m: memref<4xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<?xf32>
  return
}
