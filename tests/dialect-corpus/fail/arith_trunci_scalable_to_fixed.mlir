// A cast between a scalable and a fixed vector of the same size has different shapes.
func.func @f(%a: vector<[4]xi32>) {
  %0 = arith.trunci %a : vector<[4]xi32> to vector<4xi8>
  return
}
