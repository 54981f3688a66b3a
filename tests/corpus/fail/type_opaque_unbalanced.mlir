// The body of an opaque dialect type must have balanced brackets.
"foo.a"() : () -> !foo.bar<(]>
