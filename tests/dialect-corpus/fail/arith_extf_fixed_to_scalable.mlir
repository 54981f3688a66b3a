// The scalable flag is part of the shape, in either direction.
func.func @f(%a: vector<4xf16>) {
  %0 = arith.extf %a : vector<4xf16> to vector<[4]xf32>
  return
}
