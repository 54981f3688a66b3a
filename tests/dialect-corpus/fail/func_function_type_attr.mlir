// function_type must be a type attribute of a function type.
"func.func"() <{function_type = i32, sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()
