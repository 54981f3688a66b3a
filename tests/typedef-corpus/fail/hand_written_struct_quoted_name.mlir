// Field names of test.struct are bare keywords, not strings.
"foo.a"() : () -> !test.struct<{"a", i32}>
