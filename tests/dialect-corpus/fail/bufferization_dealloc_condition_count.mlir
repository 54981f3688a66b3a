// Generic form: one condition per memref.
func.func @f(%m: memref<4xf32>, %c: i1) {
  "bufferization.dealloc"(%m, %m, %c) <{operandSegmentSizes = array<i32: 2, 1, 0>}> : (memref<4xf32>, memref<4xf32>, i1) -> ()
  return
}
