// An enum property given as a string is not converted (only custom form accepts keywords).
func.func @f(%a: i32, %b: i32) {
  %0 = "arith.cmpi"(%a, %b) <{predicate = "eq"}> : (i32, i32) -> i1
  return
}
