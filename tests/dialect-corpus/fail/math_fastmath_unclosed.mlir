// Flags are separated by commas.
%a = "test.a"() : () -> f32
%0 = math.log %a fastmath<nnan ninf> : f32
