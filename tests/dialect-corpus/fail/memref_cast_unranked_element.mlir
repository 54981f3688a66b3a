// memref: cast unranked element.
func.func @f(%m: memref<*xf32>) {
  %0 = memref.cast %m : memref<*xf32> to memref<*xi32>
  return
}
