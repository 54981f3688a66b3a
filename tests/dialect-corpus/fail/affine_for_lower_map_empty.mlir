// affine: for with a lower bound map without results (generic form).
func.func @f() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> ()>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (1)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
