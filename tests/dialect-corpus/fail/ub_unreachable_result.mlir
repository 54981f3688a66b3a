// ub.unreachable has no results.
func.func @f() {
  %0 = "ub.unreachable"() : () -> i32
}
