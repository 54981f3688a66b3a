// tensor: collapse shape i32 reassociation.
func.func @f(%t: tensor<2x4xf32>) {
  %0 = tensor.collapse_shape %t [[0 : i32, 1 : i32]] : tensor<2x4xf32> into tensor<8xf32>
  return
}
