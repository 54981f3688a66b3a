// LoopLikeOpInterface: an init and its region iter_arg have one type (generic form).
func.func @f(%a: index, %x: i32) {
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %j: i64):
    scf.yield %j : i64
  }) : (index, index, index, i32) -> i32
  return
}
