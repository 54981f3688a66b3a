// cf.switch's case list starts with `default`.
func.func @f(%x: i32) {
  cf.switch %x : i32, [
    1: ^bb1
  ]
^bb1:
  return
}
