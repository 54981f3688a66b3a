// An unranked tensor and a ranked buffer: the shapes differ unless the buffer has rank 0.
func.func @f(%m: memref<4xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<*xf32>
  return
}
