// tensor: from elements generic dynamic.
func.func @f(%v: f32) {
  %0 = "tensor.from_elements"(%v) : (f32) -> tensor<?xf32>
  return
}
