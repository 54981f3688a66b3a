// Unary float ops need the operand and result types to match.
%a = "test.a"() : () -> f32
%0 = "math.sin"(%a) : (f32) -> f64
