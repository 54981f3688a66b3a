// Generic form: one result per retained memref.
func.func @f(%m: memref<4xf32>) {
  %0:2 = "bufferization.dealloc"(%m) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<4xf32>) -> (i1, i1)
  return
}
