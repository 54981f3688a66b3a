// affine: load with fewer subscripts than the memref rank.
func.func @f(%A: memref<4x4xf32>, %i: index) {
  %v = affine.load %A[%i] : memref<4x4xf32>
  return
}
