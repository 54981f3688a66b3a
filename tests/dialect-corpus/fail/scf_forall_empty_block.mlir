// SingleBlock: the body of scf.forall is not empty (generic form).
func.func @f() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
  }) : () -> ()
  return
}
