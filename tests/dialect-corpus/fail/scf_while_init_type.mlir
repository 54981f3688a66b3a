// RegionBranchOpInterface: the initial values have the before region's argument types.
func.func @f(%x: i32, %c: i1) {
  %r = "scf.while"(%x) ({
  ^bb0(%j: i64):
    scf.condition(%c) %j : i64
  }, {
  ^bb0(%k: i64):
    scf.yield %k : i64
  }) : (i32) -> i64
  return
}
