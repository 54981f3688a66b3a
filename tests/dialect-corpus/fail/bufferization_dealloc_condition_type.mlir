// Conditions are i1.
func.func @f(%m: memref<4xf32>, %c: i32) {
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i32) -> ()
  return
}
