// memref: transpose whose canonical map starts with a negative stride before a dynamic one.
func.func @f(%b: memref<4x5xf32, strided<[?, -2], offset: ?>>) {
  %0 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[?, -2], offset: ?>> to memref<5x4xf32>
  return
}
