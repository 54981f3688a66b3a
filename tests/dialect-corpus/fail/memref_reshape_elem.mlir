// memref: reshape element types.
func.func @f(%m: memref<4xf32>, %s: memref<1xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xi32>
  return
}
