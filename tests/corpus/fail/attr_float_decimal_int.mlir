// A decimal integer literal is not accepted for a float type (needs a trailing dot).
"foo.a"() {a = 1 : f32} : () -> ()
