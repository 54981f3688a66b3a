// Each bound list of scf.parallel has one value per induction variable.
func.func @f(%a: index) {
  scf.parallel (%i) = (%a) to (%a, %a) step (%a) {
  }
  return
}
