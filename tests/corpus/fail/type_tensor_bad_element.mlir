// tuple is not a valid tensor element type.
"foo.a"() : () -> tensor<4xtuple<i32>>
