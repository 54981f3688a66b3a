// The hand-written cmpnd_a parser wants `,` after the integer.
"foo.a"() : () -> !test.cmpnd_a<1 i8, []>
