// An error inside the type of a block argument.
"foo.region"() ({
^bb0(%a: !test.optional_struct<>):
  "foo.use"(%a) : (!test.optional_struct<b = "">) -> ()
}) : () -> ()
