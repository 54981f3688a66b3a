// `four` is not a parameter of type_with_format's struct.
"foo.a"() : () -> !test.type_with_format<1, four = "a", three = 1>
