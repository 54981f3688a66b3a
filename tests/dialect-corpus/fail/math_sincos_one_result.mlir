// sincos has two results.
%a = "test.a"() : () -> f32
%0 = "math.sincos"(%a) : (f32) -> f32
