%a = "test.a"() : () -> i8
%0 = arith.trunci %a : i8 to i32
