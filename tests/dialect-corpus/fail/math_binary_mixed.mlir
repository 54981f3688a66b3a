// Binary float ops need all types to match.
%a, %b = "test.ab"() : () -> (f32, f16)
%0 = "math.powf"(%a, %b) : (f32, f16) -> f32
