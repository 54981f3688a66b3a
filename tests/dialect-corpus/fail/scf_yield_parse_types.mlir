// The type list after `:` in scf.yield has at least one type.
func.func @f(%x: i32, %c: i1) {
  %r = scf.if %c -> (i32) {
    scf.yield %x : }
  return
}
