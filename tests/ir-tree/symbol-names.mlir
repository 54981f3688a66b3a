// ARGS: --pass-pipeline=builtin.module(func.func(cse)) --mlir-print-ir-before-all --mlir-print-op-generic
// `/` and `\` in symbol names become `_` in folder names; an op without a symbol name gets
// no-symbol-name.
module @"top/level" {
  func.func @"path/with\\slashes"() {
    return
  }
  func.func @"dots.and spaces"() {
    return
  }
}
