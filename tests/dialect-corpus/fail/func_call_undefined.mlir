// func.call must name a function of the nearest symbol table.
func.func @f() {
  call @missing() : () -> ()
  return
}
