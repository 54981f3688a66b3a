// memref: reshape shape operand length.
func.func @f(%m: memref<4xf32>, %s: memref<2xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xi32>) -> memref<4xf32>
  return
}
