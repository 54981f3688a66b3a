// tensor: dim rank0.
func.func @f(%t: tensor<f32>, %i: index) {
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}
