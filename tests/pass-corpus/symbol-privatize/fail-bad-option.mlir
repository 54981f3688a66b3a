// ARGS: --symbol-privatize=bogus=1
func.func @a() { return }
