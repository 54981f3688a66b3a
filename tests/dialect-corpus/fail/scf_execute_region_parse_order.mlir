// `no_inline` comes after the result types of scf.execute_region.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.execute_region no_inline -> i32 {
  }
  return
}
