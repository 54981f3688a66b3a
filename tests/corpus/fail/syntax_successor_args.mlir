// Successor arguments in the old `^bb(%x : type)` form are not valid generic syntax.
"foo.r"() ({
^bb0(%x: i32):
  "foo.br"()[^bb1(%x : i32)] : () -> ()
^bb1(%y: i32):
  "foo.ret"() : () -> ()
}) : () -> ()
