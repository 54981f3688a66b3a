// memref: transpose to an unranked memref.
func.func @f(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<*xf32>
  return
}
