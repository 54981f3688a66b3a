// An scf.if with results needs an else region.
func.func @f(%x: i32, %c: i1) {
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  }
  return
}
