// memref: subview with a bad index list.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, x] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  return
}
