// The else group of `else_anchor` parses the operand and its type.
test.else_anchor()
