// cf.switch checks each case destination's arguments (successor #2 here).
func.func @f(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    1: ^bb1,
    2: ^bb1(%x : i32)
  ]
^bb1:
  return
}
