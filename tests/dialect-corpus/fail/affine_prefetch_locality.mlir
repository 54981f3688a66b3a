// affine: prefetch with a locality out of range.
func.func @f(%A: memref<4xf32>, %i: index) {
  affine.prefetch %A[%i], read, locality<5>, data : memref<4xf32>
  return
}
