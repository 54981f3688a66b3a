// affine: parallel whose steps are i32 (generic form).
func.func @f() {
  affine.parallel() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1 : i32], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield() : () -> ()
  }) : () -> ()
  return
}
