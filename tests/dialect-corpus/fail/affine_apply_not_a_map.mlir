// affine: apply of an integer instead of a map.
func.func @f(%n: index) {
  %x = affine.apply 3 (%n)
  return
}
