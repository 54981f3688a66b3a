// A comparison on function-typed operands, custom form, with a function type taking arguments.
func.func @f(%a: (i32) -> i1) {
  %0 = arith.cmpi slt, %a, %a : (i32) -> i1
  return
}
