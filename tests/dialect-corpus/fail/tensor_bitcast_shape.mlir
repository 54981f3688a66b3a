// tensor: bitcast shape.
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<2xi32>
  return
}
