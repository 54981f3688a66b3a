// A scalable mask for fixed vectors: the mask predicate compares shapes pairwise (scalable
// dimensions aside) and passes; Elementwise then rejects the mix.
func.func @f(%m: vector<[4]xi1>, %b: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.select %m, %b, %b : vector<[4]xi1>, vector<4xi32>
  return %0 : vector<4xi32>
}
