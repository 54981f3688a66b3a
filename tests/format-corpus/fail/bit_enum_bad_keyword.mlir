// Each keyword of a bit enum names one of its cases.
test.op_with_bit_enum <read, foo>
