// affine: parallel whose lower bound groups cover more results than its map (generic form).
func.func @f() {
  affine.parallel() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield() : () -> ()
  }) : () -> ()
  return
}
