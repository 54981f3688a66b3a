// The condition of scf.if is resolved as an i1.
func.func @f(%x: i32) {
  scf.if %x {
  }
  return
}
