// affine: a string as a loop bound.
func.func @f() {
  affine.for %i = 0 to "x" {
  }
  return
}
