// The size hint is an index: a use of an i32 value as one is a type mismatch.
func.func @f(%h: i32) {
  %0 = bufferization.alloc_tensor() size_hint=%h : tensor<4xf32>
  return
}
