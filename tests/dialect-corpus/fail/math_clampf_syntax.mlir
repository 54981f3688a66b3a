// clampf writes its bounds in brackets.
%a, %b, %c = "test.abc"() : () -> (f32, f32, f32)
%0 = math.clampf %a to %b, %c : f32
