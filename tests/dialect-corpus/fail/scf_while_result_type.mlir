// RegionBranchOpInterface: the results have the types scf.condition passes.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i64 {
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%k: i32):
    scf.yield %x : i32
  }
  return
}
