// A tensor destination implies one result.
func.func @f(%t: tensor<4xf32>) {
  "bufferization.materialize_in_destination"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}
