// A named function argument needs `: type`.
func.func @f(%a i32)
