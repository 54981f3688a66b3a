// memref: cast rank.
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4x1xf32>
  return
}
