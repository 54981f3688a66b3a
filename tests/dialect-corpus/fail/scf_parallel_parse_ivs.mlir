// The induction variables of scf.parallel are written without types.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.parallel (%i : index) = (%n) to (%n) step (%n) {
  }
  return
}
