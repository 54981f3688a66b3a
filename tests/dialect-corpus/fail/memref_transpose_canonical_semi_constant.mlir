// memref: transpose whose canonical map mixes dynamic strides and a constant offset.
func.func @f(%b: memref<4x5xf32, strided<[?, -2], offset: -4>>) {
  %0 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[?, -2], offset: -4>> to memref<5x4xf32>
  return
}
