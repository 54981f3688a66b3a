// tensor: bitcast width.
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
  return
}
