// `AllTypesMatch` gives both operands the written type.
%0 = "foo.op"() : () -> i64
%1 = "foo.op"() : () -> f32
%2 = test.format_all_types_match_var %0, %1 : i64
