%a = "test.a"() : () -> f32
%0 = arith.addf %a, %a fastmath<bogus> : f32
