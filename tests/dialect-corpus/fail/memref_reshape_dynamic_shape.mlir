// memref: reshape to ranked with a dynamic shape operand.
func.func @f(%m: memref<4xf32>, %s: memref<?xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xi32>) -> memref<4xf32>
  return
}
