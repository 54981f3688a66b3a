// ub.unreachable is a terminator.
func.func @f() {
  ub.unreachable
  "test.after"() : () -> ()
}
