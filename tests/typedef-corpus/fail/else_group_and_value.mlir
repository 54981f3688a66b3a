// else_anchor_struct takes either `?` or the struct, not both.
"foo.a"() : () -> !test.else_anchor_struct<?, a = 1>
