// An inherent attribute in the generic attribute dictionary is checked while parsing.
func.func @f(%a: i32, %b: i32) {
  %0 = "arith.cmpi"(%a, %b) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}
