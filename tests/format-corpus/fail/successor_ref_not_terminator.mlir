// `dummy_op_with_successor_ref` (a successor passed by `ref` to a custom directive) is not a
// terminator, so a block it ends has none.
"foo.r"() ({
^bb0:
  "foo.br"()[^bb1] : () -> ()
^bb1:
  test.dummy_op_with_successor_ref ^bb2
^bb2:
  test.dummy_op_with_successor_ref ^bb1 {b}
}) : () -> ()
