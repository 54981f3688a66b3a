// The body of a pretty dialect type must have balanced brackets; the error is at the `<`.
"foo.a"() : () -> !test.cmpnd_a<1, i8, [1, 2,>
