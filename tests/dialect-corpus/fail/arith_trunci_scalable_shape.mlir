// A scalable vector and a fixed one of the same size do not have the same shape.
func.func @f(%a: vector<[4]xi32>) -> vector<4xi8> {
  %0 = arith.trunci %a : vector<[4]xi32> to vector<4xi8>
  return %0 : vector<4xi8>
}
