// cf.cond_br needs one weight per successor.
func.func @f(%c: i1) {
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}
