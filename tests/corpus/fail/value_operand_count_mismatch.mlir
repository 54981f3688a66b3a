// One operand, but the function type lists no operand types.
%0 = "foo.a"() : () -> i32
"foo.use"(%0) : () -> ()
