// The bounds of scf.parallel are parenthesized.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.parallel (%i) = %n to (%n) step (%n) {
  }
  return
}
