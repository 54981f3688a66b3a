// The condition of scf.condition is an i1 (generic form).
func.func @f(%x: i32) {
  scf.while : () -> () {
    "scf.condition"(%x) : (i32) -> ()
  } do {
    scf.yield
  }
  return
}
