// scf.parallel has at least one dimension (generic form).
func.func @f() {
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}
