// The reduced values of scf.reduce are followed by their types.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.reduce(%x : f32 {
  }
  return
}
