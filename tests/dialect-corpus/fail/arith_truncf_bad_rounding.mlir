%a = "test.a"() : () -> f32
%0 = arith.truncf %a "sideways" : f32 to f16
