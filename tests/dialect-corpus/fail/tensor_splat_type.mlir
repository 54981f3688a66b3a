// tensor: splat type.
func.func @f(%v: i32) {
  %0 = "tensor.splat"(%v) : (i32) -> tensor<4xf32>
  return
}
