// An error inside a type alias definition is reported there, not at its use.
!bad = !test.cmpnd_a<1, i8>
"foo.a"() : () -> !bad
