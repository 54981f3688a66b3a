// affine: load whose result is not the element type (generic form).
func.func @f(%A: memref<4xf32>, %i: index) {
  %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> i32
  return
}
