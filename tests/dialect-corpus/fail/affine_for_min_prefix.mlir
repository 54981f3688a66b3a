// affine: an upper bound map with two results needs min.
func.func @f(%n: index) {
  affine.for %i = 0 to affine_map<(d0)->(d0, 4)>(%n) {
  }
  return
}
