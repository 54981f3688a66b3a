// tensor: extract unranked.
func.func @f(%t: tensor<*xf32>, %i: index) {
  %0 = tensor.extract %t[%i] : tensor<*xf32>
  return
}
