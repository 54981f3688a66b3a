// tensor: from elements type.
func.func @f(%v: f32, %w: i32) {
  %0 = tensor.from_elements %v, %w : tensor<2xf32>
  return
}
