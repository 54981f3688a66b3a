// !undefined is never defined.
"foo.a"() : () -> !undefined
