// The buffer and the tensor of to_tensor must have the same element type.
func.func @f(%m: memref<*xf32>) {
  %0 = bufferization.to_tensor %m : memref<*xf32> to tensor<*xf16>
  return
}
