// ARGS: --mlir-timing --mlir-timing-display
// The layout takes the next argument (here the file name) as its value.
func.func @f() {
  return
}
