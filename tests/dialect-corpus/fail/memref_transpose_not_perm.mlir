// memref: transpose with a map that is not a permutation.
func.func @f(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?]>>
  return
}
