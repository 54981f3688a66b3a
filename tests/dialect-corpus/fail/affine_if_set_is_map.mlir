// affine: if with an affine map instead of a set.
func.func @f(%n: index) {
  affine.if affine_map<(d0) -> (d0)> (%n) {
  }
  return
}
