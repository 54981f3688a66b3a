// tensor: from elements trailing comma.
func.func @f(%v: f32) {
  %0 = tensor.from_elements %v, : tensor<2xf32>
  return
}
