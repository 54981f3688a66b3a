// affine: if with a result and no else region.
func.func @f(%n: index, %v: f32) {
  %r = affine.if affine_set<(d0) : (d0 >= 0)> (%n) -> f32 {
    affine.yield %v : f32
  }
  return
}
