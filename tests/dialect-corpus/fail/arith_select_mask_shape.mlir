%c, %a = "test.a"() : () -> (vector<3xi1>, vector<4xf32>)
%0 = arith.select %c, %a, %a : vector<3xi1>, vector<4xf32>
