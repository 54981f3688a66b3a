// affine: parallel whose reduction is an array, not a string.
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) reduce (["addf"]) -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}
