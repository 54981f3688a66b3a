// cf.br must end its block.
func.func @f() {
  cf.br ^bb1
  return
^bb1:
  return
}
