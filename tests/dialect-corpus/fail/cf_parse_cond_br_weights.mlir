// cf.cond_br weights are a bracketed list.
func.func @f(%c: i1) {
  cf.cond_br %c weights(1, 2), ^bb1, ^bb1
^bb1:
  return
}
