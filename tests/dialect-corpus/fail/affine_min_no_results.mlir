// affine: min of a map without results.
func.func @f(%n: index) {
  %x = affine.min affine_map<(d0) -> ()> (%n)
  return
}
