// `RangedTypesMatchWith`: the results have the types of the operands, element by element.
%0 = "foo.op"() : () -> i64
%1 = "foo.op"() : () -> f32
%2:2 = "test.format_types_match_variadic"(%0, %1) : (i64, f32) -> (i64, i32)
