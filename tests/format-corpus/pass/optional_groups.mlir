// Optional groups anchored by operands (optional and variadic), result types (the first
// element, or not), functional types, a buildable optional result, unit attributes and
// properties (elided when not the first element), else groups, an else group holding the
// anchor (inverted: `?` when the operand is absent), a unit attribute in a group between
// literals, and groups of a destination-style op.
%i64 = "foo.op"() : () -> (i64)
%f32 = "foo.op"() : () -> (f32)
%t = "foo.op"() : () -> (tensor<2xf32>)
%m = "foo.op"() : () -> (memref<2xf32>)
%r0 = test.format_optional_operand_result_a_op(%i64 : i64) : i64
%r1 = test.format_optional_operand_result_a_op(%i64 : i64) : i64 [%i64, %i64]
test.format_optional_operand_result_a_op( : ) :
test.format_optional_operand_result_a_op( : ) : [%i64]
%r2 = test.format_optional_operand_result_b_op(%i64 : i64) : i64
test.format_optional_operand_result_b_op : [%i64]
test.format_optional_operand_result_b_op :
%r3 = test.format_optional_operand_result_b_op : i64 [%i64] {a}
%o1:3 = test.format_optional_result_a_op : i64 -> i64, i64
test.format_optional_result_a_op
%o2:3 = test.format_optional_result_b_op : i64 -> i64, i64
%o3 = test.format_optional_result_b_op : -> i64
test.format_optional_result_b_op
%o4:3 = test.format_optional_result_c_op : (i64) -> (i64, i64)
%o5 = test.format_optional_result_c_op : () -> i64
test.format_optional_result_c_op
%o6 = test.format_optional_result_d_op : f80
test.format_optional_result_d_op
test.format_optional_unit_attribute is_optional
test.format_optional_unit_attribute
test.format_optional_unit_attribute {is_optional}
test.format_optional_unit_attribute_no_elide unit
test.format_optional_unit_attribute_no_elide unit {x}
test.format_optional_unit_property is_optional
test.format_optional_unit_property
test.format_optional_unit_property_no_elide unit
test.format_optional_unit_property_no_elide
test.format_optional_else then
test.format_optional_else else
test.format_optional_else else {isFirstBranchPresent}
test.else_anchor(?)
test.else_anchor(%i64 : i64)
test.else_anchor(?) {a}
test.ellipsis(%i64, %f32) : i64, f32 ...
test.ellipsis(%i64 ...) : i64 ...
test.ellipsis(%i64, %i64 ...) {x} : i64, i64 ...
test.destination_style_op
test.destination_style_op ins(%i64 : i64) outs(%m, %m : memref<2xf32>, memref<2xf32>)
%ds:2 = test.destination_style_op {x} outs(%t, %t : tensor<2xf32>, tensor<2xf32>) (%i64 : i64) -> tensor<2xf32>, tensor<2xf32>
%ds1 = test.destination_style_op ins(%f32, %t : f32, tensor<2xf32>) outs(%t : tensor<2xf32>) -> tensor<2xf32>
"test.format_optional_unit_property"() <{is_optional}> : () -> ()
"test.format_optional_unit_attribute_no_elide"() {is_optional} : () -> ()
"test.format_optional_unit_property_no_elide"() <{is_optional}> : () -> ()
"test.else_anchor"(%f32) : (f32) -> ()
