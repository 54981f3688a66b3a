// A bit enum needs at least one keyword between `<` and `>`.
test.op_with_bit_enum <>
