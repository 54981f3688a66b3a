// affine: store with more subscripts than the memref rank.
func.func @f(%A: memref<4xf32>, %i: index, %v: f32) {
  affine.store %v, %A[%i, %i] : memref<4xf32>
  return
}
