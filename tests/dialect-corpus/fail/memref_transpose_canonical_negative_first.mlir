// memref: transpose whose canonical map starts with a negative stride.
func.func @f(%b: memref<4x5xf32, strided<[1, -5], offset: -3>>) {
  %0 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[1, -5], offset: -3>> to memref<5x4xf32>
  return
}
