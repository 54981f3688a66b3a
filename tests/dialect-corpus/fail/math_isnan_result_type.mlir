// Classification results are bool-like.
%a = "test.a"() : () -> f32
%0 = "math.isnan"(%a) : (f32) -> i32
