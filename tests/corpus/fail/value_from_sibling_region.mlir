// A value defined in one region is not visible in a sibling region.
"foo.r"() ({
  %0 = "foo.x"() : () -> i32
}, {
  "foo.use"(%0) : (i32) -> ()
}) : () -> ()
