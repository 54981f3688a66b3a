// The region of scf.execute_region takes no arguments (generic form).
func.func @f() {
  %r = "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield %a : i32
  }) : () -> i32
  return
}
