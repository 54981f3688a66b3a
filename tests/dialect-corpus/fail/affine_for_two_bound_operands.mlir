// affine: a bound of two SSA values.
func.func @f(%n: index) {
  affine.for %i = 0 to %n, %n {
  }
  return
}
