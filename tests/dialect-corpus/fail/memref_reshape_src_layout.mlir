// memref: reshape source layout.
func.func @f(%m: memref<4xf32, strided<[2]>>, %s: memref<1xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32, strided<[2]>>, memref<1xi32>) -> memref<4xf32>
  return
}
