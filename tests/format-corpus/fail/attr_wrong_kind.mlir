// An `I64Attr` bound in the format must be an integer attribute.
test.format_attr_op "s"
