// cf.switch case operand segments must add up to the case operands (generic form).
func.func @f(%x: i32) {
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}
