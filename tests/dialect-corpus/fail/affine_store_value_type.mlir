// affine: store of a value of another type (generic form).
func.func @f(%A: memref<4xf32>, %i: index, %v: i32) {
  "affine.store"(%v, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<4xf32>, index) -> ()
  return
}
