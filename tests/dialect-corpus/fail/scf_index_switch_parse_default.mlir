// The default region is required.
func.func @f(%i: index) {
  scf.index_switch %i
  case 1 {
  }
  return
}
