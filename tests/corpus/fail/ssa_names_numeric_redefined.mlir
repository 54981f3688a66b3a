// A decimal name defined twice in one region.
"foo.a"() ({
  %12 = "foo.b"() : () -> i32
  %012 = "foo.b"() : () -> i32
  %12 = "foo.c"() : () -> i32
}) : () -> ()
