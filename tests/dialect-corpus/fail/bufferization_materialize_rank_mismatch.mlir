// Source and destination must have the same rank.
func.func @f(%t: tensor<4xf32>, %m: memref<4x1xf32>) {
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4x1xf32>) -> ()
  return
}
