// array<f32: ...> requires float literals.
"foo.a"() {a = array<f32: 1, 2>} : () -> ()
