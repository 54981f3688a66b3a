// The attribute of `format_attr_op` is required.
test.format_attr_op
test.format_attr_op 1
