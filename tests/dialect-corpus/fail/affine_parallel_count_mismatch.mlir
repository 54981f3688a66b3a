// affine: parallel with two induction variables and one bound each.
func.func @f() {
  affine.parallel (%i, %j) = (0) to (10) {
  }
  return
}
