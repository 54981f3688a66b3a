// test.int accepts signed/unsigned/none (or s/u/n, any case) only.
"foo.a"() : () -> !test.int<signless, 3>
