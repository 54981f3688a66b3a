// The power of fpowi is an integer.
%a = "test.a"() : () -> f32
%0 = math.fpowi %a, %a : f32, f32
