// tensor: splat missing size.
func.func @f(%v: f32) {
  %0 = tensor.splat %v : tensor<?xf32>
  return
}
