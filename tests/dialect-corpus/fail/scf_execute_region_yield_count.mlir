// RegionBranchOpInterface: every scf.yield of a multi-block region is checked.
func.func @f(%x: i32, %c: i1) {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    scf.yield
  }
  return
}
