// A bracketed entry is closed by `]` (only the op-level error is reported).
func.func @f() {
  scf.forall (%i) in ([4 {
  }
  return
}
