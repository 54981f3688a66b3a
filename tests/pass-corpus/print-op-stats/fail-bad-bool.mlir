// ARGS: --print-op-stats=json=yes
func.func @f() {
  return
}
