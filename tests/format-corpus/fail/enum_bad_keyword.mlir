// A dialect enum attribute in its bare form must be one of its cases.
test.op_with_enum fourth
