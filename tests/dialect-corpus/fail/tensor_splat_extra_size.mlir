// tensor: splat extra size.
func.func @f(%v: f32, %n: index) {
  %0 = tensor.splat %v[%n] : tensor<4xf32>
  return
}
