// Branch weights bound in the format: the stripped dense array, or a full attribute through an alias.
#w = array<i32: 3, 4>
func.func @f(%c: i1, %a: i32) {
  cf.cond_br %c weights([9, 1]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.cond_br %c weights(#w), ^bb2, ^bb2
^bb2:
  return
}
