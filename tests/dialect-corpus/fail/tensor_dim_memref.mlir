// tensor: dim memref.
func.func @f(%t: memref<4xf32>, %i: index) {
  %0 = "tensor.dim"(%t, %i) : (memref<4xf32>, index) -> index
  return
}
