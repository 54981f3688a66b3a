%a = "test.a"() : () -> i32
%0 = arith.extsi %a : i32 to i16
