// ARGS: --loop-invariant-code-motion=hoist=1
func.func @f() { return }
