// spaces needs two `()` pairs between its integers.
"foo.a"() : () -> !test.spaces<1 () 2>
