// The argument of scf.index_switch is an index.
func.func @f(%i: i32) {
  scf.index_switch %i
  default {
  }
  return
}
