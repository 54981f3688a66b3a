// cmpnd_a has parameters, so its `<...>` body is required.
"foo.a"() : () -> !test.cmpnd_a
