// `type($operand1)` of an empty variadic group cannot be parsed back from `( : )`.
%0 = "foo.op"() : () -> i64
test.format_multiple_variadic_operands(%0),( : )
