// LoopLikeOpInterface: region iter_args against results; upstream numbers every pair 0.
func.func @f(%a: index, %x: i32) {
  %r:2 = "scf.for"(%a, %a, %a, %x, %x) ({
  ^bb0(%i: index, %j: i32, %k: i32):
    scf.yield %j, %k : i32, i32
  }) : (index, index, index, i32, i32) -> (i32, i64)
  return
}
