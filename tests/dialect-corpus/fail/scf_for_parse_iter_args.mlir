// `iter_args` is followed by a parenthesized assignment list.
func.func @f(%a: index) {
  scf.for %i = %a to %a step %a iter_args %a {
  }
  return
}
