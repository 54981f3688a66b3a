// affine: a loop with results needs an explicit affine.yield.
func.func @f(%v: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %v) -> (f32) {
  }
  return
}
