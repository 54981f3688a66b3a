// ARGS: --print-op-stats=true
func.func @f() {
  return
}
