// memref: transpose whose canonical map is zero.
func.func @f(%b: memref<4x5xf32, strided<[0, 0], offset: ?>>) {
  %0 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[0, 0], offset: ?>> to memref<5x4xf32>
  return
}
