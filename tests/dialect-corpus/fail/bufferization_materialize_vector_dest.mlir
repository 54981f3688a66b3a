// The destination must be a tensor or a memref.
func.func @f(%t: tensor<4xf32>, %v: vector<4xf32>) {
  "bufferization.materialize_in_destination"(%t, %v) : (tensor<4xf32>, vector<4xf32>) -> ()
  return
}
