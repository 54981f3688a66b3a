// The optional attribute of `format_custom_directive_attributes` is an `I64Attr`.
test.format_custom_directive_attributes 1 : i64, 2 : index
