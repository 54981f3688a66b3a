// A missing literal: the `)` closing the group of `format_opt_attr_op_a`.
test.format_opt_attr_op_a(10
