// affine: parallel bound of a float value.
func.func @f(%x: f32) {
  affine.parallel (%i) = (0) to (%x) {
  }
  return
}
