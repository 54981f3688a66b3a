// ARGS: --mlir-timing --mlir-timing-display=
// An unknown layout.
func.func @f() {
  return
}
