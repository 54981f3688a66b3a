// affine: vector_load of a vector whose element type is not the memref's.
func.func @f(%A: memref<4xf32>, %i: index) {
  %v = affine.vector_load %A[%i] : memref<4xf32>, vector<4xi32>
  return
}
