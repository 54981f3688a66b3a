// scf.condition terminates the before region of scf.while only.
func.func @f(%c: i1) {
  scf.execute_region {
    scf.condition(%c)
  }
  return
}
