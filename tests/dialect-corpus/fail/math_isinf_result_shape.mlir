// Classification results have the shape of the operand.
%a = "test.a"() : () -> vector<4xf32>
%0 = "math.isinf"(%a) : (vector<4xf32>) -> vector<2xi1>
