// A case value is an integer.
func.func @f(%i: index) {
  scf.index_switch %i
  case x {
  }
  default {
  }
  return
}
