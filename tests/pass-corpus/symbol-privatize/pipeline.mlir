// ARGS: --pass-pipeline=builtin.module(builtin.module(symbol-privatize{exclude=inner}))
module @m {
  func.func @inner() { return }
  func.func @other() { return }
}
func.func @top() { return }
