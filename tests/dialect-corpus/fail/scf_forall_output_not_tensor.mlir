// The shared outputs of scf.forall are ranked tensors.
func.func @f(%t: i32) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (i32) {
  }
  return
}
