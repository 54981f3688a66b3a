// affine: apply of a map with two results binds two values.
func.func @f(%n: index) {
  %x = affine.apply affine_map<(d0) -> (d0, d0)> (%n)
  return
}
