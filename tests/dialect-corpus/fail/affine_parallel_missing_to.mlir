// affine: parallel without `to` between its bounds.
func.func @f() {
  affine.parallel (%i) = (0) (10) {
  }
  return
}
