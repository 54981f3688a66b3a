// optional_group: after the optional `(b)` or `x`, $a is required.
"foo.a"() : () -> !test.optional_group<x>
