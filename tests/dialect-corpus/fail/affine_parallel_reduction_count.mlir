// affine: parallel with a result and no reduction.
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}
