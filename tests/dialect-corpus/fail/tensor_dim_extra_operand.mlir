// tensor: dim extra operand.
func.func @f(%t: tensor<4xf32>, %i: index) {
  %0 = "tensor.dim"(%t, %i, %i) : (tensor<4xf32>, index, index) -> index
  return
}
