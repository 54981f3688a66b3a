// Casts between scalable vectors: the shape traits only ask that all or none of the vectors
// be scalable, so scalable flags in different dimensions pass (as in mlir-opt 22).
func.func @f(%a: vector<[4]xi32>, %b: vector<[4]x[2]xi32>) -> (vector<[4]xi8>, vector<[4]xf32>, vector<[4]x2xi8>) {
  %0 = arith.trunci %a : vector<[4]xi32> to vector<[4]xi8>
  %1 = arith.bitcast %a : vector<[4]xi32> to vector<[4]xf32>
  %2 = arith.trunci %b : vector<[4]x[2]xi32> to vector<[4]x2xi8>
  return %0, %1, %2 : vector<[4]xi8>, vector<[4]xf32>, vector<[4]x2xi8>
}
