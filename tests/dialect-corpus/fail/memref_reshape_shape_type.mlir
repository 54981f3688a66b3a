// memref: reshape shape operand of floats.
func.func @f(%m: memref<4xf32>, %s: memref<1xf32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xf32>) -> memref<4xf32>
  return
}
