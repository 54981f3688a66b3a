// affine: prefetch with a map that does not index the memref rank.
func.func @f(%A: memref<4x4xf32>, %i: index) {
  affine.prefetch %A[%i], read, locality<3>, data : memref<4x4xf32>
  return
}
