// affine: parallel reducing a signless integer with maxs (needs a signed one).
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> (i32) {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  return
}
