// No scf.yield is added after another terminator in the default region.
func.func @f(%i: index) {
  scf.index_switch %i
  default {
    func.return
  }
  return
}
