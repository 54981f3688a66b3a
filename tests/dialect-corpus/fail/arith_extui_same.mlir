%a = "test.a"() : () -> vector<2xi32>
%0 = arith.extui %a : vector<2xi32> to vector<2xi32>
