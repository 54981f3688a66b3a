// A float literal cannot have an integer type.
"foo.a"() {a = 1.5 : i32} : () -> ()
