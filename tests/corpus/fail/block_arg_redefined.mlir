// Block argument names must be unique.
"foo.r"() ({
^bb0(%a: i32, %a: i32):
  "foo.x"() : () -> ()
}) : () -> ()
