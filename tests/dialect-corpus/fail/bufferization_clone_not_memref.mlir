// clone works on memrefs only.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.clone %t : tensor<4xf32> to tensor<4xf32>
  return
}
