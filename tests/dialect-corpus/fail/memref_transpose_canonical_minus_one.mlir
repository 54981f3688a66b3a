// memref: transpose whose canonical map has unit negative strides.
func.func @f(%b: memref<4x5xf32, strided<[-1, -1], offset: 7>>) {
  %0 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[-1, -1], offset: 7>> to memref<5x4xf32>
  return
}
