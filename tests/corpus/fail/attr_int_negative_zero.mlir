// Surprisingly, the literal -0 is rejected as an integer attribute.
"foo.a"() {a = -0 : i32} : () -> ()
