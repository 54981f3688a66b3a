// fma has three operands.
%a, %b = "test.ab"() : () -> (f32, f32)
%0 = "math.fma"(%a, %b) : (f32, f32) -> f32
