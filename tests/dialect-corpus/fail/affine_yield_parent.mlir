// affine: affine.yield outside the affine ops.
func.func @f() {
  "test.region"() ({
    affine.yield
  }) : () -> ()
  return
}
