// A memref destination must be marked writable.
func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
