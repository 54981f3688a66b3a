// affine: parallel whose reduction is not a string.
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) reduce (3) -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}
