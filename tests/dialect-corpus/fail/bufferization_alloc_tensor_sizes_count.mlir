// alloc_tensor needs one size per dynamic dimension.
func.func @f(%n: index) {
  %0 = bufferization.alloc_tensor(%n, %n) : tensor<4x?xf32>
  return
}
