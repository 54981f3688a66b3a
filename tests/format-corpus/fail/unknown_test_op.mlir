// The test dialect has no such op.
test.no_such_format_op
