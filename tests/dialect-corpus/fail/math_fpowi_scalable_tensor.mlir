// A scalable vector next to a tensor of the same size: the shape trait rejects it first.
func.func @f(%a: vector<[4]xf32>, %b: tensor<4xi32>) -> vector<[4]xf32> {
  %0 = "math.fpowi"(%a, %b) : (vector<[4]xf32>, tensor<4xi32>) -> vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
