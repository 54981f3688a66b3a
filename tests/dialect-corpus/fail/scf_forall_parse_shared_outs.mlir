// The shared outputs of scf.forall take the result types.
func.func @f(%t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) {
  }
  return
}
