// memref: expand_shape to a smaller rank.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [512] : memref<8x16x4xf32> into memref<512xf32>
  return
}
