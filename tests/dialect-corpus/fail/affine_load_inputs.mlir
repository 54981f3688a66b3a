// affine: load with more operands than map inputs (generic form).
func.func @f(%A: memref<4xf32>, %i: index) {
  %v = "affine.load"(%A, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, index) -> f32
  return
}
