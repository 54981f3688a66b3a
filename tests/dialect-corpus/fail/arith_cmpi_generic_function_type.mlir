// In generic form there is nothing to build: the verifier reports the operand.
func.func @f(%a: () -> ()) -> i1 {
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (() -> (), () -> ()) -> i1
  return %0 : i1
}
