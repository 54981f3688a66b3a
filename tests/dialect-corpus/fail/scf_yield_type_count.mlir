// scf.yield has one type per value.
func.func @f(%x: i32, %c: i1) {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %x : i32
  } else {
    scf.yield %x, %x : i32, i32
  }
  return
}
