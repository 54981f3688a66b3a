// affine: apply of a map with two results (generic form).
func.func @f(%n: index) {
  %x = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}
