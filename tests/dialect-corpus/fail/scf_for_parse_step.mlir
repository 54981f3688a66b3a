// scf.for spells out `step`.
func.func @f(%a: index) {
  scf.for %i = %a to %a : %a {
  }
  return
}
