func.func @f(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  return
^bb2:
  return
}
