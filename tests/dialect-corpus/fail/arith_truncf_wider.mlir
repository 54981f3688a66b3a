%a = "test.a"() : () -> f16
%0 = arith.truncf %a : f16 to f32
