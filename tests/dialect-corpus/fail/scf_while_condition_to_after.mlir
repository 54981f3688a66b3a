// RegionBranchOpInterface: scf.condition passes the after region's argument types.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%k: i1):
    scf.yield %x : i32
  }
  return
}
