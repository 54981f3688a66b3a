// memref: subview negative static size.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [-1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<?x16x4xf32, strided<[64, 4, 1]>>
  return
}
