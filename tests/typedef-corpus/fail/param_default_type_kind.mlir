// default_valued_type's parameter is a builtin integer type.
"foo.a"() : () -> !test.default_valued_type<(f32)>
