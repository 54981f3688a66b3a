%a = "test.a"() : () -> f32
%0 = arith.addi %a, %a : f32
