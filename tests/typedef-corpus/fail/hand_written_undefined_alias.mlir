// A type alias used inside a parameter must be defined.
"foo.a"() : () -> !test.cmpnd_a<1, !undefined, []>
