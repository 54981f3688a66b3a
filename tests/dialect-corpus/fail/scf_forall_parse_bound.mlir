// A bound is an SSA value or an integer; both errors are reported.
func.func @f() {
  scf.forall (%i) in (x) {
  }
  return
}
