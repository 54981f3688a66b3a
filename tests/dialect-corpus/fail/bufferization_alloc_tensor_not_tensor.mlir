// The type of alloc_tensor must be a tensor: rejected while parsing it.
func.func @f() {
  %0 = bufferization.alloc_tensor() : memref<4xf32>
  return
}
