// scf.forall.in_parallel terminates scf.forall only.
func.func @f() {
  scf.execute_region {
    scf.forall.in_parallel {
    }
  }
  return
}
