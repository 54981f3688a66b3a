// Two top-level modules get wrapped; value numbering does not restart in nested modules.
%0 = "foo.a"() : () -> i32
module {
  %1 = "foo.b"() : () -> i32
  "foo.r"() ({
  ^bb0(%x: i32):
    %2 = "foo.c"(%x, %1) : (i32, i32) -> i32
  }) : () -> ()
}
%3 = "foo.d"() : () -> i32
module {
}
