// Upstream collects the case values in a set whose empty marker is the largest i64, so
// that value counts as a duplicate unless it comes first.
func.func @f(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 9223372036854775807 {
    scf.yield
  }
  default {
  }
  return
}
