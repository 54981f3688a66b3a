// memref: rank-reduced subview of dynamic source, ambiguous unit dims.
func.func @f(%m: memref<?x?x?xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [1, 1, %i] [1, 1, 1] : memref<?x?x?xf32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
  return
}
