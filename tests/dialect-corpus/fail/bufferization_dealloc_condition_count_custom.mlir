// Custom form: one condition per memref.
func.func @f(%m: memref<4xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<4xf32>) if (%c, %c)
  return
}
