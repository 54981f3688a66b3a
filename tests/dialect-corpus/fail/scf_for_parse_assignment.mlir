// An assignment list is closed by `)` after a `%arg = %value` pair.
func.func @f(%a: index) {
  %r = scf.for %i = %a to %a step %a iter_args(%x = %a loc("x")) -> (index) {
    scf.yield %x : index
  }
  return
}
