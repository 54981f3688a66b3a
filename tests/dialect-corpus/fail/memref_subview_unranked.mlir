// memref: subview of an unranked memref.
func.func @f(%m: memref<*xf32>) {
  %0 = memref.subview %m[0] [4] [1] : memref<*xf32> to memref<4xf32>
  return
}
