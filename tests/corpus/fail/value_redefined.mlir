// %x is defined twice in the same region.
%x = "foo.a"() : () -> i32
%x = "foo.b"() : () -> i32
