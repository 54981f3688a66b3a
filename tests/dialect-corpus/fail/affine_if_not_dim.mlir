// affine: an scf.for induction variable as a dimension of affine.if.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    affine.if affine_set<(d0) : (d0 >= 0)> (%i) {
    }
  }
  return
}
