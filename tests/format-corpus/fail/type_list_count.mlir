// Two operands but one type.
%0 = "foo.op"() : () -> i64
test.format_variadic_operand %0, %0 : i64
