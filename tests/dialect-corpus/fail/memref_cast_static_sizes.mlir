// memref: cast static sizes.
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}
