// func.call_indirect's argument types come from the callee type (generic form breaks that).
func.func @f(%g: (i32) -> i32, %a: i64) {
  %0 = "func.call_indirect"(%g, %a) : ((i32) -> i32, i64) -> i32
  return
}
