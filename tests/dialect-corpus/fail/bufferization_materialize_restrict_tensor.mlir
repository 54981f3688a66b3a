// restrict is only for memref destinations.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.materialize_in_destination %t in restrict %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
