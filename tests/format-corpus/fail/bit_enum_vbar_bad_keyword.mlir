// Each keyword of a bit enum names one of its cases (` | ` separator).
test.op_with_bit_enum_vbar <user | foo>
