// affine: max of a map without results.
func.func @f(%n: index) {
  %x = affine.max affine_map<(d0) -> ()> (%n)
  return
}
