// shared_outs is an assignment list `(%arg = %value)`.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.forall (%i) in (4) shared_outs(%o %t) -> (tensor<4xf32>) {
  }
  return
}
