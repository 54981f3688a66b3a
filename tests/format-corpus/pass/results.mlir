// Result types: one group's type written and the other built (`I64`), `type(results)`,
// `functional-type` of result groups, a variadic result group, and two variadic result groups
// (segment sizes, results named after the groups).
%a:2 = test.format_result_a_op memref<1xf64>
%b:2 = test.format_result_b_op i64, memref<1xf64>
%c:2 = test.format_result_c_op (i64) -> memref<1xf64>
%d:2 = test.format_result_a_op memref<?x2xf32> {x}
%e:2 = test.format_result_c_op (i64) -> memref<4xi8, 1> {y = 2}
%f:3 = test.format_variadic_result : i64, i64, i64
test.format_variadic_result : i64
%g:5 = test.format_multiple_variadic_results : (i64, i64, i64), (f32, f32)
%h:2 = test.format_multiple_variadic_results : (i64), (f32)
%i:2 = "test.format_multiple_variadic_results"() <{resultSegmentSizes = array<i32: 0, 2>}> : () -> (i32, i8)
