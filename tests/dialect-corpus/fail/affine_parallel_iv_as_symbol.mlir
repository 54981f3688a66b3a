// affine: a parallel induction variable as the single-symbol bound of a nested for.
func.func @f() {
  affine.parallel (%i) = (0) to (10) {
    affine.for %k = %i to 20 {
    }
  }
  return
}
