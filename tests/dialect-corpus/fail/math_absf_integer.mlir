// math.absf takes floats only.
%a = "test.a"() : () -> i32
%0 = math.absf %a : i32
