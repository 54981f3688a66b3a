// ARGS: --pass-pipeline=builtin.module(symbol-dce{a=b})
func.func @f() { return }
