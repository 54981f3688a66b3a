// A loop body without the induction variable: upstream counts -1 region iter_args, as an
// unsigned number.
func.func @f(%a: index) {
  "scf.for"(%a, %a, %a) ({
    scf.yield
  }) : (index, index, index) -> ()
  return
}
