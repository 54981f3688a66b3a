// ARGS: --mlir-timing --mlir-timing-display=foo
// An unknown layout.
func.func @f() {
  return
}
