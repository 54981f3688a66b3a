// `format_custom_directive_operands` needs `->` after its operands.
%0 = "foo.op"() : () -> i64
test.format_custom_directive_operands %0, %0 (%0)
