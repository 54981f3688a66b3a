// affine: if whose operands do not match the set.
func.func @f(%n: index) {
  affine.if affine_set<(d0) : (d0 >= 0)> (%n)[%n] {
  }
  return
}
