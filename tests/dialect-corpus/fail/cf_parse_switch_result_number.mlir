// cf.switch default operands take no result numbers.
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1(%c#0 : i32)
  ]
^bb1(%x: i32):
  return
}
