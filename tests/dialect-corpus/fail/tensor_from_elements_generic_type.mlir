// tensor: from elements generic type.
func.func @f(%v: f32, %w: i32) {
  %0 = "tensor.from_elements"(%v, %w) : (f32, i32) -> tensor<2xf32>
  return
}
