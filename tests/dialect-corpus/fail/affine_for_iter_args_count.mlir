// affine: more iter_args than result types.
func.func @f(%v: f32) {
  affine.for %i = 0 to 10 iter_args(%a = %v, %b = %v) -> (f32) {
  }
  return
}
