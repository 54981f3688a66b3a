// memref: collapse_shape indices not contiguous.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %m [[0, 2], [1]] : memref<8x16x4xf32> into memref<32x16xf32>
  return
}
