// The source must be a tensor.
func.func @f(%m: memref<4xf32>) {
  bufferization.materialize_in_destination %m in writable %m : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
