// optional_struct's `b` is required even though `a` is optional.
"foo.a"() : () -> !test.optional_struct<a = 1>
