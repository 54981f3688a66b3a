// memref: cast unranked to unranked.
func.func @f(%m: memref<*xf32>) {
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}
