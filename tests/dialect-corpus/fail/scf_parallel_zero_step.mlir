// A constant step of scf.parallel is positive.
func.func @f(%a: index) {
  %c0 = arith.constant 0 : index
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}
