// ARGS: --allow-unregistered-dialect --symbol-privatize=exclude=keep,other
func.func @a() { return }
func.func nested @b() { return }
func.func private @c() { return }
func.func @keep() { return }
func.func @other() { return }
module @m {
  func.func @inner() { return }
}
module {
  func.func @anon_inner() { return }
}
"foo.sym"() {sym_name = "named"} : () -> ()
