// A variadic successor group at the end of a block takes the next block's label.
"foo.region"() ({
^bb0:
  test.format_successor_a_op
^bb1:
  "foo.x"() : () -> ()
}) : () -> ()
