// The optional result of `format_optional_operand_result_a_op` is an `I64`.
%0 = "foo.op"() : () -> i64
%r = test.format_optional_operand_result_a_op(%0 : i64) : f32
