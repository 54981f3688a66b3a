// A fast-math property holding another kind of attribute.
%a = "test.a"() : () -> f32
%0 = "math.absf"(%a) <{fastmath = #arith.overflow<nsw>}> : (f32) -> f32
