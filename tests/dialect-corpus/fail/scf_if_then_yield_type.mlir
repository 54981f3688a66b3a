// RegionBranchOpInterface: the then region yields the result types.
func.func @f(%x: i32, %c: i1) {
  %r = scf.if %c -> (i32) {
    scf.yield %c : i1
  } else {
    scf.yield %x : i32
  }
  return
}
