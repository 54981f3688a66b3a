// memref: transpose with an integer set.
func.func @f(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j) : (i >= 0) : memref<?x?xf32> to memref<?x?xf32>
  return
}
