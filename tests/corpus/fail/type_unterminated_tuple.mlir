// Missing '>' closing the tuple type.
"foo.a"() : () -> tuple<i32
