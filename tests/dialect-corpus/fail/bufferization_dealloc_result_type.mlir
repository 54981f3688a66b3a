// Generic form: the results are i1.
func.func @f(%m: memref<4xf32>) {
  %0 = "bufferization.dealloc"(%m) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<4xf32>) -> i32
  return
}
