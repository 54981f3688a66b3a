// affine: for without to.
func.func @f() {
  affine.for %i = 0 10 {
  }
  return
}
