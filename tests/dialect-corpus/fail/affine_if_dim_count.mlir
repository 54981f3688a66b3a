// affine: if whose dimension operands do not match the set.
func.func @f(%n: index) {
  affine.if affine_set<(d0, d1) : (d0 >= 0)> (%n) {
  }
  return
}
