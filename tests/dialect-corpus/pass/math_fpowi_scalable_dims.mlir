// All operands and the result are scalable vectors, scalable in different dimensions: the
// shape trait accepts it, as mlir-opt 22 does.
func.func @f(%a: vector<4x[4]xf32>, %b: vector<[4]x4xi32>) -> vector<4x[4]xf32> {
  %0 = math.fpowi %a, %b : vector<4x[4]xf32>, vector<[4]x4xi32>
  return %0 : vector<4x[4]xf32>
}
