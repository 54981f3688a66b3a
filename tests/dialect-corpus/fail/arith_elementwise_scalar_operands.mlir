%a = "test.a"() : () -> i32
%0 = "arith.extsi"(%a) : (i32) -> vector<2xi64>
