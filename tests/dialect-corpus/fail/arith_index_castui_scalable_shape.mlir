// The shape trait comes before the cast check: scalable against fixed.
func.func @f(%a: vector<[4]xi32>) -> vector<4xi32> {
  %0 = "arith.index_castui"(%a) : (vector<[4]xi32>) -> vector<4xi32>
  return %0 : vector<4xi32>
}
