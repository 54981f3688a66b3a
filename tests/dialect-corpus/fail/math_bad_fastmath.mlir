// An unknown fast-math flag.
%a = "test.a"() : () -> f32
%0 = math.sqrt %a fastmath<nnan,bogus> : f32
