// memref: transpose of a layout with a zero stride.
func.func @l(%b: memref<4x5xf32, strided<[0, 1], offset: 3>>) {
  %2 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[0, 1], offset: 3>> to memref<5x4xf32>
  return
}
