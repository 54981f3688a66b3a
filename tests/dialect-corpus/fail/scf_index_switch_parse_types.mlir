// `->` in scf.index_switch is followed by at least one type.
func.func @f(%i: index) {
  %r = scf.index_switch %i ->
  case 1 {
    scf.yield
  }
  default {
  }
  return
}
