// tensor: cast element type.
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}
