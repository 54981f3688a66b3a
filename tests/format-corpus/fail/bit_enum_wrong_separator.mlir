// The cases of `#test.bit_enum` are separated by `,`.
test.op_with_bit_enum <read|write>
