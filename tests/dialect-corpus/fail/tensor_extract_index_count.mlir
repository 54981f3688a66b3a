// tensor: extract index count.
func.func @f(%t: tensor<4x4xf32>, %i: index) {
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}
