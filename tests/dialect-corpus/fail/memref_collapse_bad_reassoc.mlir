// memref: collapse_shape with a reassociation of strings.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %m ["a"] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
