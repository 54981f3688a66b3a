// The result has the type of the destination.
func.func @f(%t: tensor<4xf32>, %d: tensor<?xf32>) {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  return
}
