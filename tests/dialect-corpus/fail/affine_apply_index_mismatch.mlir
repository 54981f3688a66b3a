// affine: apply whose operand lists do not match its map.
func.func @f(%n: index) {
  %x = affine.apply affine_map<(d0) -> (d0)> (%n)[%n]
  return
}
