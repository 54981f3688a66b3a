// memref: transpose whose canonical type keeps a dynamic offset symbol after the dimensions.
func.func @f(%b: memref<4x5xf32, strided<[-5, 1], offset: ?>>) {
  %2 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[-5, 1], offset: ?>> to memref<5x4xf32>
  return
}
