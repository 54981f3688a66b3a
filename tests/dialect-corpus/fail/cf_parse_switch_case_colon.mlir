// Each cf.switch case is `value: ^dest`.
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    1 ^bb1
  ]
^bb1:
  return
}
