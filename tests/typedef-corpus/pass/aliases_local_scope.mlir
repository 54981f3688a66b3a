// ARGS: --allow-unregistered-dialect --mlir-print-local-scope
// With --mlir-print-local-scope no aliases are printed, not even the dialect's own, and
// OpAsmTypeInterface still names values.
"foo.a"() : () -> (!test.int<unsigned, 8>, tuple<!test.smpla>, !test.test_rec<type_to_alias, smpla>)
"foo.b"() {s = "alias_test:tensor_encoding", c = #test.conditional_alias<"alias_test:tensor_encoding">} : () -> !test.test_rec_alias<named, i32>
%0 = "foo.c"() : () -> !test.op_asm_type_interface
