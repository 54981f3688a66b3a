// affine: prefetch with an unknown access kind.
func.func @f(%A: memref<4xf32>, %i: index) {
  affine.prefetch %A[%i], modify, locality<3>, data : memref<4xf32>
  return
}
