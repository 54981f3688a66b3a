// The region of scf.execute_region has a block (generic form).
func.func @f() {
  %r = "scf.execute_region"() ({
  }) : () -> i32
  return
}
