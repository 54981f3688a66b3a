// affine: loop bound operands that do not match the map.
func.func @f(%n: index) {
  affine.for %i = 0 to affine_map<(d0)->(d0, 4)>(%n)[%n] {
  }
  return
}
