// tensor: insert index count.
func.func @f(%t: tensor<4x4xf32>, %i: index, %v: f32) {
  %0 = tensor.insert %v into %t[%i] : tensor<4x4xf32>
  return
}
