// builtin.module is IsolatedFromAbove: it cannot use a value defined outside.
%0 = "foo.x"() : () -> i32
"builtin.module"() ({
  "foo.use"(%0) : (i32) -> ()
}) : () -> ()
