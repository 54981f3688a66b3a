// tensor: cast static sizes.
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}
