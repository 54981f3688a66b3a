// That check comes before the operands are resolved: the type differs from %a's, but the
// constraint is reported.
func.func @f(%a: () -> ()) -> i1 {
  %0 = arith.cmpi eq, %a, %a : () -> i32
  return %0 : i1
}
