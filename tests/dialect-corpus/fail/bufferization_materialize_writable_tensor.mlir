// writable is not allowed on tensor destinations.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.materialize_in_destination %t in writable %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
