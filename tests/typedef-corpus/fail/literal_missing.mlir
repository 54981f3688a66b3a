// cmpnd_nested_outer_qual starts with the literal keyword `i`.
"foo.a"() : () -> !test.cmpnd_nested_outer_qual<!test.cmpnd_inner<1 <1, i8, []>>>
