// affine: vector_store with a map that does not index the memref rank.
func.func @f(%A: memref<4x4xf32>, %i: index, %v: vector<4xf32>) {
  affine.vector_store %v, %A[%i] : memref<4x4xf32>, vector<4xf32>
  return
}
