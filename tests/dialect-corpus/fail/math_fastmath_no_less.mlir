// `fastmath` must be followed by its flags in angle brackets.
%a = "test.a"() : () -> f32
%0 = math.exp %a fastmath : f32
