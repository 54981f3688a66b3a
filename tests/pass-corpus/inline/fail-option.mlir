// ARGS: --inline=max-iterations=-1
func.func @f() {
  return
}
