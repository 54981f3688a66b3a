// sincos returns two values of the operand type.
%a = "test.a"() : () -> f32
%0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
