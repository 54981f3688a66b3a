// mlir-opt compares only whether both vectors are scalable, not which dimensions are:
// these casts are accepted.
func.func @f(%a: vector<2x[4]xi32>, %b: vector<[2]x[4]xi32>) {
  %0 = arith.bitcast %a : vector<2x[4]xi32> to vector<[2]x4xf32>
  %1 = arith.bitcast %b : vector<[2]x[4]xi32> to vector<2x[4]xf32>
  return
}
