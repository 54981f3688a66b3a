// operandSegmentSizes must be an array<i32: ...>.
func.func @f(%c: i1) {
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i64: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}
