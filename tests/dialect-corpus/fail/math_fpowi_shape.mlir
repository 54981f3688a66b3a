// fpowi needs the base and the power to have the same shape.
%a, %b = "test.ab"() : () -> (vector<4xf32>, i32)
%0 = math.fpowi %a, %b : vector<4xf32>, i32
