// ARGS: --pass-pipeline=builtin.module(symbol-privatize{exclude=a,b},symbol-dce,func.func(loop-invariant-code-motion,control-flow-sink)) --dump-pass-pipeline
func.func @a() { return }
func.func @c() { return }
