// scaling_extf has no shape trait: the cast check sees the different sizes first.
func.func @f(%a: vector<4xf8E5M2>, %s: vector<4xf8E8M0FNU>) -> vector<5xf32> {
  %0 = arith.scaling_extf %a, %s : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<5xf32>
  return %0 : vector<5xf32>
}
