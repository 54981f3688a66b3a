// operandSegmentSizes set from <{...}> must have one size per operand group.
func.func @f(%c: i1) {
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  return
}
