// A fast-math attribute of the wrong kind in the attribute dictionary of the custom form.
%a = "test.a"() : () -> f32
%0 = math.absf %a {fastmath = 1 : i32} : f32
