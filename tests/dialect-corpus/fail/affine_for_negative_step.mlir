// affine: for with a negative step.
func.func @f() {
  affine.for %i = 0 to 10 step -1 {
  }
  return
}
