// A bound list is closed by `)`.
func.func @f() {
  scf.forall (%i) in (4] {
  }
  return
}
