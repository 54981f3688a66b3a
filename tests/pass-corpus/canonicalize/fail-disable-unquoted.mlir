// ARGS: '--canonicalize=disable-patterns=(anonymous namespace)::AddIAddConstant'
// The space splits the options: `namespace)::AddIAddConstant` is read as an option name.
func.func @f() {
  return
}
