// affine.parallel in generic form: the bound maps and groups (splat and not), steps,
// reductions, a discardable attribute, and groups of several results.
func.func @f(%n: index, %m: index) {
  "affine.parallel"(%n, %m, %n) <{lowerBoundsGroups = dense<[2, 1]> : tensor<2xi32>, lowerBoundsMap = affine_map<(d0)[s0] -> (d0, s0, 0)>, reductions = [], steps = [1, 3], upperBoundsGroups = dense<[1, 2]> : tensor<2xi32>, upperBoundsMap = affine_map<()[s0] -> (s0 + 10, 5, 7)>}> ({
  ^bb0(%i: index, %j: index):
    "affine.yield"() : () -> ()
  }) {tag = 1 : i32} : (index, index, index) -> ()
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [0], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    %c = "foo.c"() : () -> f32
    "affine.yield"(%c) : (f32) -> ()
  }) : () -> f32
  return
}
