// memref: transpose map rank.
func.func @f(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return
}
