// Top-level operations that are not a single builtin.module get wrapped in one.
%0 = "foo.a"() : () -> i32
"foo.b"(%0) : (i32) -> ()
