// RegionBranchOpInterface: scf.yield passes the result types of scf.execute_region.
func.func @f(%c: i1) {
  %r = scf.execute_region -> i32 {
    scf.yield %c : i1
  }
  return
}
