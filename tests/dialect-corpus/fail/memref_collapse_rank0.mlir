// memref: collapse_shape to rank 0 from non-unit dims.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %m [] : memref<8x16x4xf32> into memref<f32>
  return
}
