// manual_deallocation needs an op that allocates or frees.
func.func @f(%m: memref<4xf32>) {
  %0 = bufferization.to_tensor %m {bufferization.manual_deallocation} : memref<4xf32> to tensor<4xf32>
  return
}
