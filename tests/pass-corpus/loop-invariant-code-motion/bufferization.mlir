// ARGS: --loop-invariant-code-motion
// Hoisting out of a loop needs an op without memory effects that may be speculated: the pure
// to_buffer moves; materialize_in_destination into a tensor (no effects, but not speculatable),
// to_tensor (a read), clone, alloc_tensor and materialize_in_destination into a memref stay.
func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %b = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
    %r = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %u = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
    %c = bufferization.clone %b : memref<4xf32> to memref<4xf32>
    %a = bufferization.alloc_tensor() copy(%r) : tensor<4xf32>
    bufferization.materialize_in_destination %u in writable %c : (tensor<4xf32>, memref<4xf32>) -> ()
    bufferization.dealloc_tensor %a : tensor<4xf32>
  }
  return
}
