// tensor: bitcast index.
func.func @f(%t: tensor<4xindex>) {
  %0 = tensor.bitcast %t : tensor<4xindex> to tensor<4xi64>
  return
}
