// memref: transpose of an unranked memref.
func.func @f(%m: memref<*xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<*xf32> to memref<?x?xf32>
  return
}
