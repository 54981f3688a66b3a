// memref: subview of a memref whose layout is not strided.
func.func @f(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  %0 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<8x16xf32>
  return
}
