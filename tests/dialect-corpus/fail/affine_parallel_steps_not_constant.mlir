// affine: parallel whose step is not a constant.
func.func @f(%n: index) {
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}
