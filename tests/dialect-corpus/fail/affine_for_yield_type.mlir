// affine: a loop yielding a value of another type.
func.func @f(%v: f32, %n: index) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %v) -> (f32) {
    affine.yield %n : index
  }
  return
}
