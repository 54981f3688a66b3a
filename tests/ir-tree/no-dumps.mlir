// ARGS: --cse
// Without IR printing flags nothing is written (not even the root folder).
func.func @f() {
  return
}
