// ARGS: --mlir-timing --mlir-timing-display=LIST
// An unknown layout.
func.func @f() {
  return
}
