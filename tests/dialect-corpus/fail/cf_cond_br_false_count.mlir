// cf.cond_br checks the false destination's arguments too (successor #1).
func.func @f(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb1(%a : i32)
^bb1:
  return
}
