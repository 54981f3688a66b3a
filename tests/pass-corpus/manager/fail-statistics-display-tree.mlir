// ARGS: --mlir-pass-statistics-display=tree --mlir-pass-statistics
// `tree` is a timing layout, not a statistics one.
func.func @f() {
  return
}
