// fpowi returns the type of its base.
%a, %b = "test.ab"() : () -> (f32, i32)
%0 = "math.fpowi"(%a, %b) : (f32, i32) -> f64
