// %0 is an i32 but the use says f32.
%0 = "foo.a"() : () -> i32
"foo.use"(%0) : (f32) -> ()
