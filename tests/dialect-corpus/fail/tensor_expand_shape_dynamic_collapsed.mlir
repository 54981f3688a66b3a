// tensor: expand shape dynamic collapsed.
func.func @f(%t: tensor<8xf32>, %n: index) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<8xf32> into tensor<?x4xf32>
  return
}
