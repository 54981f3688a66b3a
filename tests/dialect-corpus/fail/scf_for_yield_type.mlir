// LoopLikeOpInterface: the yielded values have the types of the region iter_args.
func.func @f(%a: index, %x: i32, %y: i64) {
  %r = scf.for %i = %a to %a step %a iter_args(%j = %x) -> (i32) {
    scf.yield %y : i64
  }
  return
}
