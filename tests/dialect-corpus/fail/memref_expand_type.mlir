// memref: expand_shape result layout.
func.func @f(%m: memref<16xf32, strided<[2]>>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<16xf32, strided<[2]>> into memref<4x4xf32>
  return
}
