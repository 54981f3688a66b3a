%a = "test.a"() : () -> f32
%0 = arith.index_cast %a : f32 to index
