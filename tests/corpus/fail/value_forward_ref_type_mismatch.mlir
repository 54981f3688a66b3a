// Two forward uses of %0 disagree on its type.
"foo.use"(%0, %0) : (i32, f32) -> ()
%0 = "foo.def"() : () -> i32
