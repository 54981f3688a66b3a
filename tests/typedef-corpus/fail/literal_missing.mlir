// cmpnd_nested_outer starts with the literal keyword `i`.
"foo.a"() : () -> !test.cmpnd_nested_outer<<1 <1, i8, []>>>
