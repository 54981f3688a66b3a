// memref: collapse_shape index out of bounds.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
