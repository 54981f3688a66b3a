// Any other non-integer type too.
func.func @f(%a: tuple<i32>) -> i1 {
  %0 = arith.cmpi eq, %a, %a : tuple<i32>
  return %0 : i1
}
