// An attribute inside an optional group (not its first element) is checked while parsing.
test.format_opt_attr_op_a({b})
