// RegionBranchOpInterface: scf.condition passes the result types (checked before the
// after region's arguments).
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%k: i32):
    scf.yield %k : i32
  }
  return
}
