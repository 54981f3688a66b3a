// RegionBranchOpInterface: a bare scf.yield in a loop with iter_args passes too few values.
func.func @f(%a: index, %x: i32) {
  %r = scf.for %i = %a to %a step %a iter_args(%j = %x) -> (i32) {
    scf.yield
  }
  return
}
