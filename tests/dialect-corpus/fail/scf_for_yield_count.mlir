// LoopLikeOpInterface: as many yielded values as region iter_args.
func.func @f(%a: index, %x: i32) {
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %j: i32):
    scf.yield %j, %j : i32, i32
  }) : (index, index, index, i32) -> (i32)
  return
}
