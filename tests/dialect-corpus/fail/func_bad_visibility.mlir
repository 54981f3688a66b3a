// sym_visibility must be one of public, private, nested.
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "hidden"}> ({
}) : () -> ()
