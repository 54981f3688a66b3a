// Without a prefix, cmpnd_inner's cmpnd_a parameter must start with `<`.
"foo.a"() : () -> !test.cmpnd_inner<1 i32>
