// size_hint is followed by =.
func.func @f(%n: index) {
  %0 = bufferization.alloc_tensor() size_hint %n : tensor<4xf32>
  return
}
