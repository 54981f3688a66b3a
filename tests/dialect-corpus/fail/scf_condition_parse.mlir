// scf.condition takes its condition in parentheses.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.condition %c
  }
  return
}
