// Named arguments are the entry block: the body cannot name it.
func.func @f(%a: i32) {
^bb0:
  return
}
