// A buildable operand type (`I64`) is not written; the value has another type.
%0 = "foo.op"() : () -> f32
%1 = test.format_buildable_type_op %0
