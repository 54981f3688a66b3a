// type_verification's parameter must be i16 or i32 (a constraint on a Type parameter).
"foo.a"() : () -> !test.type_verification<i8>
