// `iter_args(...)` is followed by the result types after `->`.
func.func @f(%a: index) {
  scf.for %i = %a to %a step %a iter_args(%x = %a) {
  }
  return
}
