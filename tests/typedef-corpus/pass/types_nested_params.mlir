// A dialect type used as a parameter of another def of the same dialect is printed without
// its `!test.` prefix (only the `<...>` body), unless the format says qualified(...).
// On input both the short and the full spelling are accepted.
"foo.a"() : () -> !test.cmpnd_inner<42 <1, !test.smpla, [2]>>
"foo.b"() : () -> !test.cmpnd_inner<-1 !test.cmpnd_a<3, i8, []>>
"foo.c"() : () -> !test.cmpnd_nested_outer_qual<i !test.cmpnd_inner<8 <2, index, []>>>
"foo.d"() : () -> !test.cmpnd_nested_outer_qual<i <8 !test.cmpnd_a<2, index, []>>>
