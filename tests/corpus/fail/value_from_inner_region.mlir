// A value defined inside a region is not visible after the op.
"foo.r"() ({
  %0 = "foo.x"() : () -> i32
}) : () -> ()
"foo.use"(%0) : (i32) -> ()
