// ARGS: --pass-pipeline=builtin.module(func.func(inline))
func.func @f() {
  return
}
