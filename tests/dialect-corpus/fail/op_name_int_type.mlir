// An integer type cannot name an operation.
func.func @f() {
  i32
  return
}
