// memref: transpose whose canonical map drops a zero stride before dynamic ones.
func.func @f(%b: memref<4x5x6xf32, strided<[?, 0, ?], offset: ?>>) {
  %0 = memref.transpose %b (i, j, k) -> (j, i, k) : memref<4x5x6xf32, strided<[?, 0, ?], offset: ?>> to memref<5x4x6xf32>
  return
}
