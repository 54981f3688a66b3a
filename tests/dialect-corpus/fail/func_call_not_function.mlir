// func.call's callee must be a func.func, not another symbol.
"foo.sym"() {sym_name = "s"} : () -> ()
func.func @f() {
  call @s() : () -> ()
  return
}
