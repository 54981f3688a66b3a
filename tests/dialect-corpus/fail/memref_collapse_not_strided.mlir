// memref: collapse_shape of an affine-map memref.
func.func @f(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> into memref<16xf32>
  return
}
