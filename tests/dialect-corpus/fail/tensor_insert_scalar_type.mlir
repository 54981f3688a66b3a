// tensor: insert scalar type.
func.func @f(%t: tensor<4xf32>, %i: index, %v: i32) {
  %0 = "tensor.insert"(%v, %t, %i) : (i32, tensor<4xf32>, index) -> tensor<4xf32>
  return
}
