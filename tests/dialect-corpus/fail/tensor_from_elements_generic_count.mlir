// tensor: from elements generic count.
func.func @f(%v: f32) {
  %0 = "tensor.from_elements"(%v) : (f32) -> tensor<2xf32>
  return
}
