// scf.reduce terminates scf.parallel only.
func.func @f() {
  scf.execute_region {
    scf.reduce
  }
  return
}
