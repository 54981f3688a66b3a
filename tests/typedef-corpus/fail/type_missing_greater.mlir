// The closing `>` is missing: the lexer reports the unbalanced `<`.
"foo.a"() : () -> !test.optional_params<"a"
"foo.b"() : () -> i32
