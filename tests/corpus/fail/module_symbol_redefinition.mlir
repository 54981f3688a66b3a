// Any op with a string sym_name defines a symbol of the module, registered or not.
"foo.fn"() ({
}) {sym_name = "f"} : () -> ()
"foo.op"() {sym_name = "f"} : () -> ()
"foo.sym"() ({}) {sym_name = "f"} : () -> ()
