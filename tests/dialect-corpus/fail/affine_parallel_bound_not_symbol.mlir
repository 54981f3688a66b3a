// affine: parallel upper bound using an induction variable as a symbol.
func.func @f() {
  affine.for %k = 0 to 10 {
    affine.parallel (%i) = (0) to (symbol(%k)) {
    }
  }
  return
}
