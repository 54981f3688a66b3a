// Retained values are memrefs.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.dealloc retain (%t : tensor<4xf32>)
  return
}
