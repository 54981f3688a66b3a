// A fast-math attribute of the wrong kind in the attribute dictionary of the generic form.
%a = "test.a"() : () -> f32
%0 = "math.ceil"(%a) {fastmath = #arith.overflow<nsw>} : (f32) -> f32
