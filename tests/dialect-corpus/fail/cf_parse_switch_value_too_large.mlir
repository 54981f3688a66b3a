// cf.switch case values are 64-bit integers.
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    99999999999999999999: ^bb1
  ]
^bb1:
  return
}
