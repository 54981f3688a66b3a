// In generic form, an op with AttrSizedOperandSegments parsed without `operandSegmentSizes`
// gets zero-sized segments (valid when it has no operands), printed back in generic form;
// a discardable `operandSegmentSizes` of the wrong kind or length is dropped.
func.func @f() {
  %0 = "memref.alloc"() : () -> memref<4xf32>
  %1 = "memref.alloca"() <{alignment = 8 : i64}> : () -> memref<4xf32>
  %2 = "memref.alloc"() {operandSegmentSizes = array<i32: 0, 0, 0>, x.a = 1} : () -> memref<4xf32>
  %3 = "memref.alloca"() {operandSegmentSizes = array<i64: 0, 0>} : () -> memref<4xf32>
  %4 = "memref.alloc"() {operandSegmentSizes = 3} : () -> memref<4xf32>
  %5 = "bufferization.alloc_tensor"() : () -> tensor<4xf32>
  %6 = "memref.alloc"() {operandSegmentSizes = array<i32: 0, 0>} : () -> memref<4xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, tensor<4xf32>, memref<4xf32>) -> ()
  return
}
