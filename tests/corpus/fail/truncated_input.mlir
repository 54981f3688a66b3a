// The file ends inside a region.
"foo.r"() ({
  "foo.x"() : () -> ()
