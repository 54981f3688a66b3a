// memref: collapse_shape group size.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<127x4xf32>
  return
}
