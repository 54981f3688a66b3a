// Types that are not written: `AllTypesMatch` from an operand or a typed attribute,
// `TypesMatchWith` from an operand, a typed attribute or through a transform (`tuple<t>`),
// `SameOperandsAndResultType` for a variadic operand group, and `InferTypeOpInterface`
// (a fixed `i16`, the operand types from `operands`/`type(operands)`/group types, the region's
// argument types, two segmented groups).
%i64 = "foo.op"() : () -> (i64)
%f32 = "foo.op"() : () -> (f32)
%t = "foo.op"() : () -> (tensor<2xf32>)
%0 = test.format_all_types_match_var %i64, %i64 : i64
%1 = test.format_all_types_match_var {a} %t, %t : tensor<2xf32>
%2 = test.format_all_types_match_attr 1 : i64, %i64
%3 = test.format_all_types_match_attr {b = 2} 2.0 : f32, %f32
%4 = test.format_types_match_var %i64 : i64
%5 = test.format_types_match_var {c} %t : tensor<2xf32>
%6 = test.format_types_match_attr 1 : i64
%7 = test.format_types_match_attr dense<1> : tensor<3xi32>
%8 = test.format_types_match_context %i64 : i64
%9 = test.format_types_match_context %f32 : f32
%10 = test.format_infer_variadic_type_from_non_variadic %i64, %i64 : i64
%11 = test.format_infer_variadic_type_from_non_variadic %t {d} : tensor<2xf32>
%12 = test.format_infer_type
%13 = test.format_infer_type {e}
%14 = test.format_infer_type2
%15:2 = test.format_infer_type_all_operands_and_types(%i64, %f32) : i64, f32
%16 = test.format_infer_type_all_types_one_operand(%t) : tensor<2xf32>
%17:4 = test.format_infer_type_all_types_two_operands(%i64, %f32) (%f32, %i64) : i64, f32, f32, i64
%18:2 = test.format_infer_type_all_types(%f32, %t) : f32, tensor<2xf32>
%19:2 = test.format_infer_type_regions {
^bb0(%a: i32, %b: f64):
  "foo.use"(%a, %b) : (i32, f64) -> ()
}
%r = test.format_infer_type_regions {
^bb0(%c: index):
  "foo.use"(%c) : (index) -> ()
} {h}
%i32 = "foo.op"() : () -> (i32)
%20:3 = test.format_infer_type_variadic_operands(%i32, %i32 : i32, i32) (%i64 : i64)
%23:3 = test.format_infer_type_variadic_operands(%i32 : i32) (%i64, %i64 : i64, i64) {g}
%21 = test.format_buildable_type_op %i64
%22 = test.format_buildable_type_op %i64 {f}
test.format_infer_type_regions {
}
// A string attribute without a type has type `none`.
%24 = test.format_types_match_attr "s"
// `RangedTypesMatchWith`: one result per operand, of its type.
%25:2 = test.format_types_match_variadic %i64, %f32 : i64, f32
%26 = test.format_types_match_variadic {i} %t : tensor<2xf32>
