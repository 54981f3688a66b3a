// cf.br must pass one operand per block argument (emitError: no op prefix).
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1:
  return
}
