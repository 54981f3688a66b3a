// The bounds of scf.forall are `= (lbs) to (ubs) step (steps)`.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.forall (%i) = (0) (4) step (1) {
  }
  return
}
