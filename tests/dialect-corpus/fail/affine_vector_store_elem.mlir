// affine: vector_store of a vector whose element type is not the memref's.
func.func @f(%A: memref<4xf32>, %i: index, %v: vector<4xi32>) {
  affine.vector_store %v, %A[%i] : memref<4xf32>, vector<4xi32>
  return
}
