// %1 is defined in ^bb1, which does not dominate ^bb2 (reachable from the entry too).
"foo.r"() ({
  "foo.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  %1 = "foo.b"() : () -> i32
  "foo.br"()[^bb2] : () -> ()
^bb2:
  "foo.use"(%1) : (i32) -> ()
}) : () -> ()
