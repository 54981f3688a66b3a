// The string literal is never closed.
"foo.a"() {a = "abc} : () -> ()
