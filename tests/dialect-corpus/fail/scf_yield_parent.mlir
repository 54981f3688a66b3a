// scf.yield terminates the regions of some scf ops only.
func.func @f() {
  scf.yield
}
