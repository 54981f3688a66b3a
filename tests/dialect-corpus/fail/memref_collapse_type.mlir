// memref: collapse_shape result layout.
func.func @f(%m: memref<4x4xf32, strided<[4, 1], offset: 3>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[4, 1], offset: 3>> into memref<16xf32>
  return
}
