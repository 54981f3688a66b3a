// func.func requires sym_name (generic form).
"func.func"() <{function_type = () -> (), sym_visibility = "private"}> ({
}) : () -> ()
