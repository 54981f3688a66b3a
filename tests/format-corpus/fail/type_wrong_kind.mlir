// `type($operand)` of an `AnyMemRef` operand parses a memref type.
%0 = "foo.op"() : () -> i64
test.format_operand_d_op %0, %0 : i64
