// affine: parallel whose upper bound is an empty min group.
func.func @f() {
  affine.parallel (%i) = (0) to (min()) {
  }
  return
}
