// Argument attributes must have dialect-prefixed names.
func.func private @f(i32 {nodialect})
