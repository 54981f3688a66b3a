// No type of the registered test dialect is called `nonexistent`.
"foo.a"() : () -> !test.nonexistent
