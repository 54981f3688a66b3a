// builtin.module has no operands.
"foo.x"() ({
^bb0(%a: i32):
  "builtin.module"(%a) ({
  ^bb0:
  }) : (i32) -> ()
}) : () -> ()
