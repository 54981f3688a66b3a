// A dictionary after an op whose format starts with an optional attribute is that
// attribute, not the attribute dictionary.
test.format_opt_attr_op_b {b}
