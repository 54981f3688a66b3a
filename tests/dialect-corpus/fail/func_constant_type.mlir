// func.constant's type must be the function's type.
func.func private @g(i32) -> i32
func.func @f() {
  %0 = constant @g : (i32) -> i64
  return
}
