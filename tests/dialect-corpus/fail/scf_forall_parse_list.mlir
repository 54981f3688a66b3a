// A bound list of scf.forall is parenthesized (the list's error, then the op's).
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.forall (%i) in 4 {
  }
  return
}
