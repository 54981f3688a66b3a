// memref: transpose whose canonical type has a dynamic offset and dynamic strides.
func.func @g(%a: memref<4x5x6xf32, strided<[?, ?, ?], offset: ?>>) {
  %1 = memref.transpose %a (i, j, k) -> (k, j, i) : memref<4x5x6xf32, strided<[?, ?, ?], offset: ?>> to memref<6x5x4xf32>
  return
}
