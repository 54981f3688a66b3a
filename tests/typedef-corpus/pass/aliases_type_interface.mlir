// op_asm_type_interface implements OpAsmTypeInterface: an alias for the type and an SSA name
// for values of that type (results and block arguments), uniqued with _N.
%0 = "foo.a"() : () -> !test.op_asm_type_interface
%1 = "foo.a"() : () -> !test.op_asm_type_interface
%2:2 = "foo.b"() : () -> (!test.op_asm_type_interface, i32)
%3:2 = "foo.c"() : () -> (!test.op_asm_type_interface, !test.op_asm_type_interface)
"foo.region"() ({
^bb0(%arg: !test.op_asm_type_interface, %other: i32):
  "foo.use"(%arg, %0) : (!test.op_asm_type_interface, !test.op_asm_type_interface) -> ()
}) : () -> ()
