// f33 is not a builtin type.
"foo.a"() : () -> f33
