// An unranked source and a ranked destination are incompatible.
func.func @f(%t: tensor<*xf32>, %m: memref<4xf32>) {
  bufferization.materialize_in_destination %t in writable %m : (tensor<*xf32>, memref<4xf32>) -> ()
  return
}
