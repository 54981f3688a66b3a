// tensor: extract result type.
func.func @f(%t: tensor<4xf32>, %i: index) {
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}
