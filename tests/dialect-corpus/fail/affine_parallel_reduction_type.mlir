// affine: parallel reducing a float with addi.
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) reduce ("addi") -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}
