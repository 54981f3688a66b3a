// affine: vector_load of a 0-D vector (generic form).
func.func @f(%A: memref<4xf32>, %i: index) {
  %v = "affine.vector_load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> vector<f32>
  return
}
