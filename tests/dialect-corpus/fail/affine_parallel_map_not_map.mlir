// affine: parallel whose lower bound map is an integer (generic form).
func.func @f() {
  affine.parallel() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = 0, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield() : () -> ()
  }) : () -> ()
  return
}
