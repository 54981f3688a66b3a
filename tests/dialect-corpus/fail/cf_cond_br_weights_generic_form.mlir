// Bound in the format, weights are the stripped form '[1, 2]', not the generic 'array<...>'.
func.func @f(%c: i1) {
  cf.cond_br %c weights(array<i32: 1, 2>), ^bb1, ^bb1
^bb1:
  return
}
