// RegionBranchOpInterface: a bare scf.yield in an scf.if with results.
func.func @f(%x: i32, %c: i1) {
  %r = scf.if %c -> (i32) {
    scf.yield
  } else {
    scf.yield %x : i32
  }
  return
}
