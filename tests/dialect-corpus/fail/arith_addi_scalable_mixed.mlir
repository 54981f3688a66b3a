// SameOperandsAndResultType compares shapes pairwise and lets a scalable operand through;
// Elementwise does not.
func.func @f(%a: vector<[4]xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %0 = "arith.addi"(%a, %b) : (vector<[4]xi32>, vector<4xi32>) -> vector<4xi32>
  return %0 : vector<4xi32>
}
