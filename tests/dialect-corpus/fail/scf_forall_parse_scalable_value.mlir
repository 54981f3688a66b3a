// Only integers may be bracketed.
func.func @f(%n: index) {
  scf.forall (%i) = ([2]) to ([%n]) step (1) {
  }
  return
}
