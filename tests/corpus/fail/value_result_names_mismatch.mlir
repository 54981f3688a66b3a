// Two result names, three results.
%a, %b = "foo.a"() : () -> (i32, i32, i32)
