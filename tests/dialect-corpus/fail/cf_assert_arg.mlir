// cf.assert's argument must be i1.
func.func @f(%c: i32) {
  cf.assert %c, "no"
  return
}
