// memref: rank-reduced subview with wrong strides.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[64, 1]>>
  return
}
