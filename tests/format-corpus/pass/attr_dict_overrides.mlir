// An attribute dictionary giving inherent attributes that the format also binds: the
// dictionary wins (MLIR moves its inherent attributes into the properties last), also for
// segment sizes; a region with entry block arguments in an optional group.
%0 = "foo.op"() : () -> i64
test.format_attr_op 1 {attr = 2 : i64}
test.format_opt_attr_op_a(3) {opt_attr = 4 : i64}
test.format_symbol_name_attr_op @a {attr = "b"}
test.format_optional_enum_attr case5 {attr = 10 : i64}
test.format_variadic_operand %0 : i64 {operand_segments = array<i32: 1>}
"test.format_multiple_variadic_operands"(%0, %0) {operandSegmentSizes = array<i32: 1, 1>} : (i64, i64) -> ()
test.format_region_c_op region {
^bb0(%a: i64, %b: f32):
  "foo.x"(%a, %b) : (i64, f32) -> ()
}
test.format_literal_op keyword_$. -> : , = < > ( ) [ ] ( ) ? + * { } {attr = 1}
test.format_optional_operand_result_a_op(%0 : i64) : [%0] {operandSegmentSizes = array<i32: 1, 1>}
