// An attribute starting an optional group is parsed as any attribute (typed as the
// constraint's value type); the verifier then rejects it.
test.format_opt_attr_op_b "s"
