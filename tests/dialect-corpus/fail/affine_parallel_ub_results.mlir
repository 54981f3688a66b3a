// affine: parallel whose upper bound groups cover fewer results than its map (generic form).
func.func @f() {
  affine.parallel() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10, 20)>}> ({
  ^bb0(%i: index):
    affine.yield() : () -> ()
  }) : () -> ()
  return
}
