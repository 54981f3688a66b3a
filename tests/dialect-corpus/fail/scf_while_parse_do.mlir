// The two regions of scf.while are separated by `do`.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.while (%a = %x) : (f32) -> () { scf.condition(%c) } {
  }
  return
}
