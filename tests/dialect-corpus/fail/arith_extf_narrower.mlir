%a = "test.a"() : () -> f64
%0 = arith.extf %a : f64 to f32
