// The same check for cmpf, with its float constraint.
func.func @f(%a: (i32) -> i1) -> i1 {
  %0 = arith.cmpf oeq, %a, %a : (i32) -> i1
  return %0 : i1
}
