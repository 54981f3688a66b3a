// affine: a value computed from the induction variable as a loop bound dimension.
func.func @f() {
  affine.for %i = 0 to 10 {
    %c = arith.addi %i, %i : index
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%c) {
    }
  }
  return
}
