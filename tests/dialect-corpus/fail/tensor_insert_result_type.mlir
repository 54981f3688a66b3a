// tensor: insert result type.
func.func @f(%t: tensor<4xf32>, %i: index, %v: f32) {
  %0 = "tensor.insert"(%v, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<?xf32>
  return
}
