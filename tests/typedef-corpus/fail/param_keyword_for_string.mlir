// optional_params' string parameter must be a quoted string.
"foo.a"() : () -> !test.optional_params<abc>
