// A discardable `operandSegmentSizes` of the wrong length is dropped: the zero default is
// checked against the operand.
func.func @f(%n: index) {
  %0 = "memref.alloc"(%n) {operandSegmentSizes = array<i32: 1>} : (index) -> memref<?xf32>
  return
}
