// attr_with_type's first parameter must be a builtin integer type.
"foo.a"() {a = #test.attr_with_type<f32, i32>} : () -> ()
