// memref: transpose whose canonical type has static strides and a static offset.
func.func @h(%b: memref<4x5x6xf32, strided<[30, 6, 1], offset: 5>>) {
  %2 = memref.transpose %b (i, j, k) -> (k, j, i) : memref<4x5x6xf32, strided<[30, 6, 1], offset: 5>> to memref<6x5x4xf32>
  return
}
