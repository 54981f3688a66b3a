// cf.cond_br's condition must be i1 (generic form).
func.func @f(%c: i32) {
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
