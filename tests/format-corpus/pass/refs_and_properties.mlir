// `ref` of a region passed to a custom directive that prints nothing (the
// printer still writes the space before them), properties bound by custom directives (the
// second directive given the first property by `ref`), an integer array property, and an enum
// property written as a keyword or left to `prop-dict`.
test.dummy_op_with_region_ref {
} {a}
test.dummy_op_with_region_ref {
  "foo.x"() : () -> ()
}
test.using_property_ref_in_custom 1 + 4 = 5
test.using_property_ref_in_custom -3 + 10 = 7 {c}
"test.using_property_ref_in_custom"() <{first = 2 : i64, second = 2 : i64}> : () -> ()
test.using_property_in_custom [1, 2]
test.using_property_in_custom [] {d}
test.using_property_in_custom_and_other [1] <{other = 3 : i64}>
test.using_property_in_custom_and_other [4, 5, 6] <{other = -1 : i64}> {e}
test.op_with_enum_prop second
test.op_with_enum_prop third {f}
"test.op_with_enum_prop"() <{value = 0 : i32}> : () -> ()
test.op_with_enum_prop_attr_form <{value = 1 : i32}>
test.op_with_enum_prop_attr_form <{value = 2 : i32}> {g}
