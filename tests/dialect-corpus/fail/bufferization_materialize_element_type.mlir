// Source and destination must have the same element type.
func.func @f(%t: tensor<4xf32>, %m: memref<4xf16>) {
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf16>) -> ()
  return
}
