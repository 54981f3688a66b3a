// affine: vector_load into a type that is not a vector.
func.func @f(%A: memref<4xf32>, %i: index) {
  %v = affine.vector_load %A[%i] : memref<4xf32>, f32
  return
}
