// tensor: rank result type.
func.func @f(%t: tensor<4xf32>) {
  %0 = "tensor.rank"(%t) : (tensor<4xf32>) -> i32
  return
}
