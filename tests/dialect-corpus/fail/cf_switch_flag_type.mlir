// cf.switch's flag type must be an integer type.
func.func @f(%x: f32) {
  cf.switch %x : f32, [
    default: ^bb1
  ]
^bb1:
  return
}
