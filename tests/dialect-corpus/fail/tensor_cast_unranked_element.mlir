// tensor: cast unranked element.
func.func @f(%t: tensor<*xf32>) {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<*xi32>
  return
}
