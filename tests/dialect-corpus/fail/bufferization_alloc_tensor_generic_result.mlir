// Generic form: the result of alloc_tensor must be a tensor.
func.func @f() {
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4xf32>
  return
}
