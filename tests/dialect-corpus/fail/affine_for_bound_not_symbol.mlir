// affine: a value computed from the induction variable as a loop bound symbol.
func.func @f() {
  affine.for %i = 0 to 10 {
    %c = arith.addi %i, %i : index
    affine.for %j = 0 to %c {
    }
  }
  return
}
