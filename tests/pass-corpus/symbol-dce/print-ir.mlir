// ARGS: --symbol-dce --mlir-print-ir-after-all
func.func private @dead() { return }
func.func @live() { return }
