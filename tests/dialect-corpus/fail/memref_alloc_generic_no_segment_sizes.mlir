// Without `operandSegmentSizes`, the segments default to zero sizes, which do not cover the
// operand.
func.func @f(%n: index) {
  %0 = "memref.alloc"(%n) : (index) -> memref<?xf32>
  return
}
