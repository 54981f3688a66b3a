// LoopLikeOpInterface: one region iter_arg per init (generic form).
func.func @f(%a: index) {
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index, %j: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
