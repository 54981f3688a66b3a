// cf.cond_br weights cannot all be zero.
func.func @f(%c: i1) {
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}
