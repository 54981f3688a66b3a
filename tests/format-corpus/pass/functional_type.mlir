// `functional-type` of operand and result groups and of `operands`/`results`, after a region,
// and as an optional group's anchor (present when its inputs are).
%i64 = "foo.op"() : () -> (i64)
%t = "foo.op"() : () -> (tensor<2xf32>)
%0:2 = test.format_result_c_op (i64) -> memref<1xf64>
%1:2 = test.graph_loop %i64, %t {
  "foo.body"() : () -> ()
} : (i64, tensor<2xf32>) -> (i64, tensor<2xf32>)
test.graph_loop {
  "foo.body"() : () -> ()
} {x} : () -> ()
%2 = test.sign %t : (tensor<2xf32>) -> tensor<2xsi32>
%3 = test.sign %t {y} : (tensor<2xf32>) -> tensor<2xsi32>
%4:3 = test.format_optional_result_c_op : (i64) -> (i64, i64)
%5 = test.format_optional_result_c_op : (i64) -> ()
