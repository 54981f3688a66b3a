// The body of scf.parallel ends with scf.reduce (checked before the implicit terminator).
func.func @f(%a: index) {
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "foo.t"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
