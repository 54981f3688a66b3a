// affine: min with fewer operands than map inputs (generic form).
func.func @f(%n: index) {
  %x = "affine.min"(%n) <{map = affine_map<(d0)[s0] -> (d0, s0)>}> : (index) -> index
  return
}
