// memref: expand_shape output_shape length.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.expand_shape %e [[0, 1], [2]] output_shape [%i, 4] : memref<?x32xf32> into memref<?x4x32xf32>
  return
}
