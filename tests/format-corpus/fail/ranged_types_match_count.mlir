// `RangedTypesMatchWith`: as many results as operands.
%0 = "foo.op"() : () -> i64
%1 = "foo.op"() : () -> f32
%2 = "test.format_types_match_variadic"(%0, %1) : (i64, f32) -> (i64)
