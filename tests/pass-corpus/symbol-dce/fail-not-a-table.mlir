// ARGS: --pass-pipeline=builtin.module(func.func(symbol-dce))
func.func @f() { return }
