// An inherent attribute in a custom form's attr-dict is checked where the dictionary starts.
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b {overflowFlags = 42 : i32} : i32
  return
}
