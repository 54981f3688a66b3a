// cmpnd_inner's second parameter must be a cmpnd_a type.
"foo.a"() : () -> !test.cmpnd_inner<1 !test.smpla>
