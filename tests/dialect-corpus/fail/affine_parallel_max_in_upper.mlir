// affine: parallel upper bound written with max.
func.func @f(%n: index) {
  affine.parallel (%i) = (0) to (max(%n, 10)) {
  }
  return
}
