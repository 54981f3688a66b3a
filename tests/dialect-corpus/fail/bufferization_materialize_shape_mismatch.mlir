// Static sizes of source and destination must agree.
func.func @f(%t: tensor<4x?xf32>, %m: memref<?x3xf32>) {
  bufferization.materialize_in_destination %t in writable %m : (tensor<4x?xf32>, memref<?x3xf32>) -> ()
  %d = bufferization.alloc_tensor() : tensor<5x3xf32>
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4x?xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
  return
}
