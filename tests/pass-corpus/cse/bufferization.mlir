// ARGS: --cse --allow-unregistered-dialect
// The memory effects of the bufferization ops: to_buffer is pure (merged); to_tensor reads
// its buffer (merged unless a write comes between); clone allocates (never merged);
// materialize_in_destination writes a memref destination and has no effect with a tensor
// destination (merged); dealloc_tensor, alloc_tensor and dealloc have unknown effects.
func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, memref<4xf32>, memref<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %b0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %b1 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %t0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %t1 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  %t2 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %r0 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %r1 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %c1 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %a0 = bufferization.alloc_tensor() : tensor<4xf32>
  %a1 = bufferization.alloc_tensor() : tensor<4xf32>
  bufferization.dealloc_tensor %a1 : tensor<4xf32>
  %t3 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  bufferization.dealloc (%c1 : memref<4xf32>) if (%c)
  bufferization.dealloc (%c1 : memref<4xf32>) if (%c)
  %t4 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  "test.use"(%t3, %t4) : (tensor<4xf32>, tensor<4xf32>) -> ()
  return %b0, %b1, %t0, %t1, %t2, %r0, %c0, %c1, %a0, %r1 : memref<4xf32>, memref<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, memref<4xf32>, memref<4xf32>, tensor<4xf32>, tensor<4xf32>
}
