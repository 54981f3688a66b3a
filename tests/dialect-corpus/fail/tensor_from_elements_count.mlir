// tensor: from elements count.
func.func @f(%v: f32) {
  %0 = tensor.from_elements %v, %v : tensor<3xf32>
  return
}
