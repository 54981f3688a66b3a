// tensor: collapse shape missing into.
func.func @f(%t: tensor<2x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> to tensor<8xf32>
  return
}
