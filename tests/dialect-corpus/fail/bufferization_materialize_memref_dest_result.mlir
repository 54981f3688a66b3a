// A memref destination implies no result.
func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  %0 = bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}
