// ARGS: --symbol-privatize --mlir-print-op-generic
func.func @a() { return }
func.func @keep() { return }
module @m attributes {sym_visibility = "nested"} {
  func.func @inner() { return }
}
