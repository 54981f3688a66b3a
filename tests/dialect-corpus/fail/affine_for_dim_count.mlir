// affine: loop bound dimension operands that do not match the map.
func.func @f(%n: index) {
  affine.for %i = 0 to affine_map<(d0, d1)->(d0)>(%n) {
  }
  return
}
