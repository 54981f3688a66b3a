// memref: subview slice out of bounds.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[4, 0, 0] [5, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<5x16x4xf32, strided<[64, 4, 1], offset: 256>>
  return
}
