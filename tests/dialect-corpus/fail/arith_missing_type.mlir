%a = "test.a"() : () -> i32
%0 = arith.addi %a, %a
