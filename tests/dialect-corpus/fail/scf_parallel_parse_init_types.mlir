// The initial values of scf.parallel take the result types.
func.func @f(%a: index) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%a) {
  }
  return
}
