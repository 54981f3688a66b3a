// Custom directives: operands of each arity, operands with their types, result types (named
// result groups), result types passed again by `ref`, an optional operand bound in a group
// and passed by `ref`, attributes, string attributes in adjacent directives, `attr-dict` as an
// argument, regions, successors, an optional group anchored by a custom directive with an
// else group, a type attribute passed by `ref`, and a dense array with variadic regions.
%i64 = "foo.op"() : () -> (i64)
%i32 = "foo.op"() : () -> (i32)
%idx = "foo.op"() : () -> (index)
test.format_custom_directive_operands %i64, %i64 -> (%i64)
test.format_custom_directive_operands %i64 -> (%i64, %i64)
test.format_custom_directive_operands %i64 -> () {x}
test.format_custom_directive_operands_and_types %i64, %i32 -> (%i64) : i64, i32 -> (i64)
test.format_custom_directive_operands_and_types %i32 -> (%i64, %i32) : i32 -> (i64, i32)
%r:3 = test.format_custom_directive_results : i64, i32 -> (f32)
%s:3 = test.format_custom_directive_results : i64 -> (f32, f16)
%t:3 = test.format_custom_directive_results_with_type_refs : i64, i32 -> (f32) type_refs_capture : i64, i32 -> (f32)
test.format_custom_directive_with_optional_operand_ref %i64 : 1
test.format_custom_directive_with_optional_operand_ref : 0
test.format_custom_directive_attributes 54 : i64
test.format_custom_directive_attributes 54 : i64, 46 : i64
test.format_custom_directive_attributes 1 : i64, 2 : i64 {a}
test.format_custom_directive_spacing "a" "b"
test.format_custom_directive_spacing "x""y" {c}
test.format_custom_directive_attrdict {attr = 5 : i64, optAttr = 6 : i64, z}
test.format_custom_directive_attrdict {attr = 5 : i64}
test.format_custom_directive_regions {
  "test.return"() : () -> ()
}
test.format_custom_directive_regions {
  "foo.a"() : () -> ()
}, {
  "foo.b"() : () -> ()
}
test.optional_custom_attr foo true
test.optional_custom_attr bar
test.optional_custom_attr {x} foo false
test.typed_attr i32 = 5
test.typed_attr {a} f32 = 2.5
test.typed_attr i1 = true
test.switch_with_no_break %idx
test.switch_with_no_break %idx {k} case 1 {
  "foo.x"() : () -> ()
} case -2 {
  "foo.y"() : () -> ()
}
"foo.region"() ({
^bb0:
  test.format_custom_directive_successors ^bb1, ^bb2
^bb1:
  test.format_custom_directive_successors ^bb1
^bb2:
  test.format_custom_directive_successors ^bb2 {t}
}) : () -> ()
%u:2 = test.format_custom_directive_results_with_type_refs : i64 -> (f32) type_refs_capture : i64 -> (f32)
