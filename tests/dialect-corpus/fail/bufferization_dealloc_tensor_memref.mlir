// dealloc_tensor takes a tensor.
func.func @f(%m: memref<4xf32>) {
  bufferization.dealloc_tensor %m : memref<4xf32>
  return
}
