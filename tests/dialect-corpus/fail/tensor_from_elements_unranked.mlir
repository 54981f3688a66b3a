// tensor: from elements unranked.
func.func @f(%v: f32) {
  %0 = tensor.from_elements %v : tensor<*xf32>
  return
}
