// memref: collapse_shape dynamic group to a static dim.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %e [[0, 1]] : memref<?x32xf32> into memref<64xf32>
  return
}
