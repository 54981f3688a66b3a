// An integer type after '=' cannot name an operation either.
func.func @f() {
  %0 = i32
  return
}
