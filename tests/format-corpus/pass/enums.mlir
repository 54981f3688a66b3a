// Enum attributes in formats: an integer enum as a bare keyword (or a string), optional and
// default-valued (left out when equal to the default); a dialect enum attribute in the default
// `EnumAttr` form (the keyword after a space) or in full; dialect bit enums in `<...>` with
// `, ` and ` | ` separators.
test.format_optional_enum_attr case5
test.format_optional_enum_attr "case10"
test.format_optional_enum_attr caseLarse
test.format_optional_enum_attr
test.format_optional_enum_attr {attr = 10 : i64}
test.format_optional_default_attrs "x" @y case10
test.format_optional_default_attrs "default" @default case5
test.format_optional_default_attrs @sym
test.format_optional_default_attrs "only"
test.format_optional_default_attrs caseLarse {z}
test.format_optional_default_enum_attr
test.format_optional_default_enum_attr case5
test.format_optional_default_enum_attr case10
test.format_optional_default_enum_attr {a}
test.op_with_enum first
test.op_with_enum third tag 3
test.op_with_enum #test<enum second> tag "t" {x}
test.op_with_enum "second"
test.op_with_bit_enum <read, write>
test.op_with_bit_enum <execute> tag [1]
test.op_with_bit_enum <write, read, execute>
test.op_with_bit_enum #test.bit_enum<read>
test.op_with_bit_enum_vbar <user | group>
test.op_with_bit_enum_vbar <other> tag unit
"test.op_with_enum"() <{value = #test<enum first>}> : () -> ()
"test.op_with_bit_enum"() <{value = #test.bit_enum<read, execute>}> : () -> ()
"test.format_optional_enum_attr"() <{attr = 4294967296 : i64}> : () -> ()
