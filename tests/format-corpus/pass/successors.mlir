// Successors: a variadic successor group (comma-separated, possibly empty) and a custom
// directive binding a successor and a variadic group.
"foo.region"() ({
^bb0:
  test.format_successor_a_op ^bb1, ^bb2
^bb1:
  test.format_successor_a_op ^bb2 {x}
^bb2:
  test.format_successor_a_op ^bb3, ^bb1, ^bb2
^bb3:
  "test.format_successor_a_op"()[^bb1] : () -> ()
^bb4:
  test.format_custom_directive_successors ^bb3, ^bb4
^bb5:
  test.format_successor_a_op {y}
^bb6:
  test.format_successor_a_op
}) : () -> ()
