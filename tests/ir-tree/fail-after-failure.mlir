// ARGS: --pass-pipeline=builtin.module(canonicalize,func.func(symbol-dce)) --mlir-print-ir-after-failure --mlir-print-ir-before-all
// The dump after a failing pass goes to the tree too; the errors go to stderr.
func.func @f() {
  return
}

func.func @g() {
  return
}
