// The result type of a custom-form cmpi is built from the operand type, which is checked
// first, while parsing: a function type is no integer.
func.func @f(%a: () -> ()) -> i1 {
  %0 = arith.cmpi eq, %a, %a : () -> ()
  return %0 : i1
}
