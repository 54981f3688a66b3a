// affine: a lower bound map with two results needs max.
func.func @f(%n: index) {
  affine.for %i = affine_map<(d0)->(d0, 4)>(%n) to 10 {
  }
  return
}
