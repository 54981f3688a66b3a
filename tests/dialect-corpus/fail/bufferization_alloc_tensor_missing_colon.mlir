// alloc_tensor expects the type after a colon.
func.func @f() {
  %0 = bufferization.alloc_tensor() tensor<4xf32>
  return
}
