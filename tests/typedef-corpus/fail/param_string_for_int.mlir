// type_with_format's first parameter is an integer, not a string.
"foo.a"() : () -> !test.type_with_format<"1", two = "a", three = 1>
