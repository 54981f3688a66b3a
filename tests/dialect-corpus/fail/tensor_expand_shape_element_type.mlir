// tensor: expand shape element type.
func.func @f(%t: tensor<8xf32>) {
  %0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 4>}> : (tensor<8xf32>) -> tensor<2x4xi32>
  return
}
