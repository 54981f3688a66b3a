// RegionBranchOpInterface: scf.yield passes one value per before-region argument.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%k: i32):
    scf.yield
  }
  return
}
