// ARGS: --pass-pipeline=builtin.module(control-flow-sink{x})
func.func @f() { return }
