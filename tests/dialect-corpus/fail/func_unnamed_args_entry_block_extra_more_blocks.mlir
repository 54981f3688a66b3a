// The extra entry block argument is reported at the next block's label.
func.func @f(f32) {
^bb0(%a: f32, %b: i32, %c: i8):
  cf.br ^bb1
^bb1:
  return
}
