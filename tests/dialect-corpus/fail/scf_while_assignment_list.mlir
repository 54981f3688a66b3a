// The assignment list of scf.while is closed by `)`.
func.func @f(%a: index, %c: i1) {
  scf.while (%x = %a : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
