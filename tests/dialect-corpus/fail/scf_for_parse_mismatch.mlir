// The custom form of scf.for checks the iter_args against the result types.
func.func @f(%a: index) {
  %r:2 = scf.for %i = %a to %a step %a iter_args(%x = %a) -> (index, index) {
    scf.yield %x, %x : index, index
  }
  return
}
