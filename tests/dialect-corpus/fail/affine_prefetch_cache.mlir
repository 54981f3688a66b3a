// affine: prefetch with an unknown cache.
func.func @f(%A: memref<4xf32>, %i: index) {
  affine.prefetch %A[%i], read, locality<3>, code : memref<4xf32>
  return
}
