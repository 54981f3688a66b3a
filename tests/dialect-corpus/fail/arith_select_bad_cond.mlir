%c, %a = "test.a"() : () -> (i32, f32)
%0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
