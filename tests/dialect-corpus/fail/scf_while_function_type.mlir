// The type of scf.while is a function type.
func.func @f(%c: i1) {
  scf.while : i32 {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
