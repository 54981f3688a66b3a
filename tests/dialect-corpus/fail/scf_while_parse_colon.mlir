// The initial values of scf.while are followed by `:` and a function type.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.while (%a = %x) (f32) -> () {
  }
  return
}
