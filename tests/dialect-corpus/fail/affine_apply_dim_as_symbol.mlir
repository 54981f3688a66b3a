// affine: a loop induction variable used as a symbol of affine.apply.
func.func @f(%n: index) {
  affine.for %i = 0 to 10 {
    %x = affine.apply affine_map<(d0)[s0] -> (d0 + s0)> (%n)[%i]
  }
  return
}
