// affine: parallel yielding an i32 for an f32 result.
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) reduce ("assign") -> (f32) {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  return
}
