// Attributes bound in the format: printed without their type when it is known (I64Attr),
// left out of `attr-dict`; symbol names as `@name`; optional attributes anchoring groups;
// `attr-dict-with-keyword`; a type attribute after a group; a default-valued attribute left
// out of `attr-dict` when it equals its default.
%i32 = "foo.op"() : () -> (i32)
test.format_attr_op 10
test.format_attr_op -3 {a, b = "c"}
test.format_attr_op 0x10
"test.format_attr_op"() <{attr = 7 : i64}> : () -> ()
"test.format_attr_op"() {attr = 8 : i64, z} : () -> ()
test.format_opt_attr_op_a(10)
test.format_opt_attr_op_a
test.format_opt_attr_op_a {opt_attr = 5 : i64}
test.format_opt_attr_op_a ( -1 ) {x}
test.format_opt_attr_op_b 10
test.format_opt_attr_op_b
test.format_symbol_name_attr_op @name
test.format_symbol_name_attr_op @"quoted name"
test.format_opt_symbol_name_attr_op @opt_name
test.format_opt_symbol_name_attr_op
test.format_opt_symbol_ref_attr_op @foo::@bar
test.format_opt_symbol_ref_attr_op @foo
test.format_opt_symbol_ref_attr_op
test.format_attr_dict_w_keyword attributes {attr = 10 : i64}
test.format_attr_dict_w_keyword attributes {attr = 10 : i64, opt_attr = 10 : i64}
test.format_attr_dict_w_keyword attributes {attr = 1 : i64, z = [1, 2]}
test.format_literal_following_optional_group(5 : i32) : i32
test.format_literal_following_optional_group : f32
test.format_literal_following_optional_group("s") : tensor<2xi8> {a}
test.default_value_print %i32
test.default_value_print {value_with_default = 0 : i32} %i32
test.default_value_print {value_with_default = 1 : i32} %i32
test.default_value_print {value_with_default = 1 : i32, x} %i32
