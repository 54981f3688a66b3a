// Casts between scalable vectors with equal shapes, and between tensors with the same encoding.
func.func @f(%v: vector<2x[4]xi32>, %t: tensor<?x4xf32, "enc">) {
  %0 = arith.trunci %v : vector<2x[4]xi32> to vector<2x[4]xi8>
  %1 = arith.bitcast %v : vector<2x[4]xi32> to vector<2x[4]xf32>
  %2 = arith.index_cast %v : vector<2x[4]xi32> to vector<2x[4]xindex>
  %3 = arith.truncf %t : tensor<?x4xf32, "enc"> to tensor<?x4xf16, "enc">
  %4 = arith.fptosi %t : tensor<?x4xf32, "enc"> to tensor<?x4xi32, "enc">
  %5 = arith.bitcast %t : tensor<?x4xf32, "enc"> to tensor<?x4xi32, "enc">
  return
}
