// The successor of a custom directive is required.
"foo.region"() ({
^bb0:
  test.format_custom_directive_successors
^bb1:
  "foo.x"() : () -> ()
}) : () -> ()
