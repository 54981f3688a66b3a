// The custom form checks nothing: two loops with one upper bound fail verification.
func.func @f(%t: tensor<4xf32>) {
  %r = scf.forall (%i, %j) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return
}
